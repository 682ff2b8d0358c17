# /partita mie web: il link personale di un membro alla sua pagina web (core/weblinks.py).
weblink-ready = **La tua pagina personale** (solo tu vedi questo messaggio): { $url }
    Mostra le tue mani nelle tue partite, quindi tieni il link per te. Funziona fino a { $until }. Se chiedi un nuovo link allo stesso modo, questo smette subito di funzionare.
weblink-button = Apri la mia pagina
weblink-no-pages = Questo bot non ha ancora pagine web. Chiedi a chi gestisce il bot di attivarle.
weblink-card = Sul web: { $url }
weblink-status = Questa partita sul web: { $game } · tutte le partite di questo server: { $server }
