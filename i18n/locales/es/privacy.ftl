# Los datos propios de un miembro (issue 29): /partida privacidad, sus botones y lo que se dice en los canales.
privacy-former-player = exjugador
privacy-overview = **Lo que este bot guarda sobre ti** (solo tú lo ves)
    Ajustes: { $settings } · ausencias: { $vacations } · canal de MD contigo guardado: { $dm } · resumen diario: { $digest }
    Valoraciones (partidas valoradas): { $ratings }
    Partidas en juego: { $playing } ({ $games }) · salas: { $lobbies } · partidas terminadas: { $finished } · terminadas sin resultado: { $ended }.
    Puestos en la cola: { $queue } · temporadas: { $seasons } (líneas de meses pasados: { $months }) · torneos: { $tournaments }
    { $policy }
privacy-button-download = Descargar mis datos
privacy-button-delete = Borrar mis datos
privacy-button-standin = Dejar mis partidas al suplente
privacy-button-abandon = Abandonar mis partidas
privacy-button-confirm = Borrar
privacy-button-cancel = Cancelar
privacy-not-yours = Estos botones son de otra persona. Usa `/partida privacidad` para ver tus propios datos.
privacy-download-ready = Aquí está todo lo que este bot guarda sobre ti, en un archivo JSON. Las partidas llevan solo su historial público: ni manos ni nombres de otros.
privacy-confirm-head = **¿Borrar tus datos?** No se puede deshacer.
privacy-confirm-what = Se borran tus ajustes, ausencias, valoraciones, el canal de MD guardado, tus puestos en las colas y tus temporadas, y las clasificaciones dejan de mostrarte. En las partidas terminadas y en los torneos ya empezados tu asiento se queda para el historial y la clasificación de los demás, como «exjugador»; en un torneo que aún no ha empezado, tu inscripción simplemente se retira.
privacy-confirm-choose = { $count ->
        [one] Estás jugando una partida. Elige qué pasa con ella:
       *[other] Estás jugando { $count } partidas. Elige qué pasa con ellas:
    }
privacy-game-choice = • { $game } en { $channel }: el suplente (el ordenador) puede jugar tu asiento hasta el final, o la partida puede terminar ahora.
privacy-game-ends-anyway = • { $game } en { $channel }: esta partida termina sin resultado elijas lo que elijas (una partida de dos, o nadie más juega su propio asiento).
privacy-game-standin = • { $game } en { $channel }: el suplente juega tu asiento hasta el final.
privacy-game-ends = • { $game } en { $channel }: la partida termina ahora, sin resultado.
privacy-confirm-lobbies = { $count ->
        [one] Sales de la sala a la que te uniste (una sala que abriste se cierra).
       *[other] Sales de las { $count } salas a las que te uniste (una sala que abriste se cierra).
    }
privacy-confirm-final = Pulsa **Borrar** para borrarlo todo ahora, o **Cancelar**.
privacy-done = Listo: todo lo que este bot guardaba sobre ti está borrado. { $seats ->
        [0] Ningún asiento de una partida terminada o cancelada te nombraba.
        [one] Un asiento de una partida terminada o cancelada muestra ahora a un exjugador.
       *[other] { $seats } asientos de partidas terminadas o canceladas muestran ahora a un exjugador.
    } Partidas dejadas al suplente: { $standin }; partidas terminadas: { $ended }; salas que dejaste: { $lobbies }. Si vuelves a usar el bot, solo guarda lo que necesita para ello (por ejemplo, el idioma de tu app de Discord).
privacy-already = Ya no se guarda nada sobre ti: ya estaba borrado y ahora no se hizo nada.
privacy-cancelled = No se borró nada.
privacy-changed = Tus partidas cambiaron desde que se te preguntó, así que no se borró nada. Usa `/partida privacidad` de nuevo.
privacy-post-standin = Alguien dejó esta partida y pidió borrar sus datos: desde ahora el suplente juega { $seat }.
privacy-post-ended = Alguien dejó esta partida de { $game } y pidió borrar sus datos: la partida termina aquí, sin resultado.
privacy-post-lobby-left = Alguien dejó esta sala de { $game }.
privacy-post-lobby-closed = Quien abrió esta sala de { $game } se fue y pidió borrar sus datos: la sala se cierra.
privacy-waiting-standin = El suplente juega este asiento (quien lo ocupaba dejó la partida).
privacy-policy-why = Para qué: para llevar tus partidas, avisarte cuando te toca y mantener el historial y las valoraciones correctos. Se guarda hasta que lo borres aquí; tus puestos en partidas terminadas quedan entonces como «exjugador».
privacy-policy-link = La política completa (qué, para qué, por cuánto tiempo, quién lo ve): { $url }
privacy-policy-ask = La política completa (qué, para qué, por cuánto tiempo, quién lo ve) es el PRIVACY.md del bot: pídesela a los administradores del servidor que ejecutan este bot.
