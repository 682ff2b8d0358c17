# Ceder un asiento (bot/cogs/handover.py, core/handover.py). $user: el miembro al que se ofrece el asiento; $by:
# quien lo ofrece o lo propone; $left: el jugador que lo dejó; $seat: el nombre del asiento en el tablero;
# $relative: cuándo caduca la oferta (una marca de tiempo de Discord); $hours: cuánto espera una oferta.
handover-button-accept = Aceptar
handover-button-refuse = Rechazar
handover-button-agree = De acuerdo
handover-offer-post = { $by } ofrece a { $user } su asiento ({ $seat }) en esta partida de { $game }. { $user }, pulsa **Aceptar** para quedarte con él y seguir jugando, o **Rechazar**. La oferta caduca { $relative }.
handover-table-offer-post = La mesa ofrece a { $user } el asiento de { $seat } en esta partida de { $game }: lo ocupa el suplente desde que { $left } se fue. { $user }, pulsa **Aceptar** para quedarte con él y seguir jugando, o **Rechazar**. La oferta caduca { $relative }.
handover-table-offer-post-former = La mesa ofrece a { $user } el asiento de { $seat } en esta partida de { $game }: lo ocupa el suplente desde que su jugador se fue. { $user }, pulsa **Aceptar** para quedarte con él y seguir jugando, o **Rechazar**. La oferta caduca { $relative }.
handover-vote-post = { $by } propone ofrecer a { $user } el asiento de { $seat }, que ocupa el suplente desde que { $left } se fue. Cada jugador de la mesa que esté de acuerdo puede pulsar **De acuerdo** (de acuerdo: { $agreed }/{ $needed }; basta con quien creó la partida). La propuesta caduca { $relative }.
handover-vote-post-former = { $by } propone ofrecer a { $user } el asiento de { $seat }, que ocupa el suplente desde que su jugador se fue. Cada jugador de la mesa que esté de acuerdo puede pulsar **De acuerdo** (de acuerdo: { $agreed }/{ $needed }; basta con quien creó la partida). La propuesta caduca { $relative }.
handover-vote-decided = La mesa está de acuerdo: se ofrece el asiento de { $seat } a { $user }.
handover-offered-reply = Oferta publicada: { $user } tiene { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    } para aceptarla.
handover-proposed-reply = Propuesta publicada: cuando la mayoría de los demás jugadores esté de acuerdo (o quien creó la partida), se le preguntará a { $user }. La propuesta caduca en { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }.
handover-accepted-edit = { $user } aceptó el asiento de { $seat }.
handover-refused-edit = { $user } rechazó el asiento de { $seat }: sigue como estaba.
handover-accepted-post = { $user } sustituye a { $left } en el asiento de { $seat } { $turns ->
        [0] antes del primer turno
        [one] tras { $turns } turno
       *[other] tras { $turns } turnos
    } y sigue jugando.
handover-accepted-post-former = { $user } se queda con el asiento de { $seat } { $turns ->
        [0] antes del primer turno
        [one] tras { $turns } turno
       *[other] tras { $turns } turnos
    } y sigue jugando.
handover-expired-post = Nadie respondió a tiempo: la oferta del asiento de { $seat } a { $user } caducó.
handover-closed-game-over = Esta partida ha terminado, así que la oferta del asiento de { $seat } a { $user } está cerrada: ya nadie puede aceptarla.
handover-welcome-dm = Ahora ocupas el asiento de { $seat } en la partida de { $game } en { $channel }: sigue contigo. A continuación, tu información privada.
handover-left-dm = La mesa cedió tu asiento ({ $seat }) en la partida de { $game } en { $channel } a { $user }, porque lo ocupaba el suplente. Ahora es suyo: ya no lo juegas ni recibes su mano.
handover-error-lobby = Esta partida no ha empezado: un miembro puede unirse a la sala sin más (`/partida unirse`).
handover-error-not-in-play = Solo una partida en juego tiene asientos que ceder.
handover-error-computer = Un ordenador no puede quedarse con un asiento: ofrécelo a un miembro del servidor.
handover-error-computer-seat = Ese asiento es de un ordenador: no se puede ceder.
handover-error-seated = { $user } ya juega en esta mesa.
handover-error-elsewhere = { $user } juega en otra partida de este canal: podrá quedarse con un asiento cuando termine.
handover-error-self = No puedes ofrecerte un asiento.
handover-error-no-seat = No tienes asiento en esta partida. Para ofrecer un asiento que ocupa el suplente, indica su número con `asiento:`.
handover-error-no-such-seat = Esta partida tiene { $count ->
        [one] { $count } asiento
       *[other] { $count } asientos
    }: indica uno de ellos.
handover-error-not-player = Solo un jugador de esta mesa (al que no sustituya el suplente) puede ofrecer el asiento de otro jugador.
handover-error-not-standin = Su jugador sigue jugando ese asiento: solo él puede cederlo. La mesa puede ofrecer un asiento cuando el suplente lo ocupa definitivamente.
handover-error-pending = Ese asiento ya tiene una oferta esperando respuesta: espera a que la respondan o a que caduque.
handover-error-closed = Esta oferta ya no está abierta.
handover-error-not-voter = Solo los demás jugadores de la mesa pueden estar de acuerdo con esta propuesta.
handover-error-voted = Ya estás de acuerdo con esta propuesta.
handover-error-not-yours = Esta oferta es para otra persona: solo puede responderla el miembro que nombra.
handover-error-moved = Ese asiento ha cambiado de manos desde la oferta: esta oferta ya no vale.
handover-error-busy = El suplente está tomando ahora mismo la decisión de este asiento: pulsa **Aceptar** de nuevo dentro de un momento.

# The help's page of more commands: this room's line.
handover-help-line = `/partida ceder` cede tu asiento a otro miembro (o, la mesa, un asiento que ocupa el suplente)
