# /partida mias web: el enlace personal de un miembro a su propia página web (core/weblinks.py).
weblink-ready = **Tu página personal** (solo tú ves esto): { $url }
    Muestra tus propias manos en tus partidas, así que no compartas el enlace. Funciona hasta { $until }. Si pides un enlace nuevo de la misma forma, este deja de funcionar en ese momento.
weblink-button = Abrir mi página
weblink-no-pages = Este bot aún no tiene páginas web. Pídeselo a quien gestiona el bot.
weblink-card = En la web: { $url }
weblink-status = Esta partida en la web: { $game } · todas las partidas de este servidor: { $server }
