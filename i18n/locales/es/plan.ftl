# Planes: el próximo turno de un jugador decidido mientras otro decide (bot/cogs/plan.py, core/plans.py).
plan-button-open = Planear mi próximo turno
plan-title = **Tu plan para tu próximo turno en { $game }** ({ $seat }): solo lo ves tú. Cada decisión se juega cuando llegue tu turno, si entonces sigue siendo posible.
plan-empty = Todavía no hay nada planeado: elige abajo tu primera decisión, como en tu turno.
plan-so-far = { $count ->
        [one] Planeado hasta ahora, una decisión:
       *[other] Planeado hasta ahora, { $count } decisiones:
    }
plan-strict-off = Cada decisión planeada se juega si sigue siendo posible cuando llegue tu turno, cambie lo que cambie antes.
plan-strict-on = **Solo si nada cambió**: el plan solo se juega si el tablero está como ahora cuando llegue tu turno.
plan-complete = Tu plan está completo: termina tu turno, o su última decisión te muestra algo que aún no puedes saber. **Cambiar mi plan** quita cualquiera de sus decisiones.
plan-added = Planeado: { $move }.
plan-cleared = Tu plan está borrado: no se jugará nada por ti.
plan-stale-panel = Este menú estaba desactualizado (tu plan o la partida cambiaron desde entonces): aquí está tu plan tal como es ahora.
plan-no-longer-fits = La partida avanzó y tu plan ya no encaja con el tablero actual. Bórralo y vuelve a planear.
plan-button-strict = Solo si nada cambió
plan-button-loose = Cambie lo que cambie
plan-button-clear = Borrar mi plan
plan-error-not-active = Solo se puede planear una partida en juego.
plan-error-not-in-game = { $game } no permite a sus jugadores planear un turno por adelantado.
plan-error-not-playing = Solo los jugadores de esta partida pueden planear un turno en ella, y tú no juegas en ella.
plan-error-your-turn = Ahora es tu turno: juégalo con **Juega tu turno** o `/partida jugar`.
plan-error-not-now = Tu próximo turno no se puede planear en este momento de la partida.
plan-error-too-long = Un plan tiene como máximo { $most ->
        [one] una decisión
       *[other] { $most } decisiones
    }.
plan-error-after-end = No se puede planear nada después de esa decisión: termina tu turno, o te muestra algo que aún no puedes saber.
plan-error-illegal = Esa decisión no es posible en la posición a la que lleva tu plan.
plan-error-empty = Elige al menos una decisión para planear.
plan-error-moved-on = La partida avanzó mientras planeabas: abre tu plan de nuevo para ver el tablero actual.
plan-report-title = { $count ->
        [0] **Tu plan en { $game }** no se jugó.
        [one] **Tu plan en { $game }** jugó una decisión por ti:
       *[other] **Tu plan en { $game }** jugó { $count } decisiones por ti:
    }
plan-stopped-illegal = Se detuvo en la decisión { $step } ({ $move }): ya no es posible.
plan-stopped-changed = No se jugó: el tablero cambió desde que planeaste, y elegiste «Solo si nada cambió».
plan-stopped-over = Se detuvo en la decisión { $step }: la partida ha terminado.
plan-report-your-turn = El resto de tu turno lo juegas tú: **Juega tu turno** en el tablero más reciente, o `/partida jugar`.
plan-forced-made = Decidida en tu lugar (la única decisión posible): { $move }.
plan-settings-forced = Decisiones con una sola respuesta posible: { $forced ->
        [1] se toman por ti
       *[0] las pulsas tú
    }
plan-report-board = Mira el [tablero más reciente]({ $link }).
plan-digest-head = { $count ->
        [one] **Tu resumen diario**: lo que jugó tu plan (ahora no te espera ninguna partida)
       *[other] **Tu resumen diario**: lo que jugaron tus { $count } planes (ahora no te espera ninguna partida)
    }
plan-button-undo = Quitar la última
plan-taken-back = La última decisión planeada se ha quitado.

plan-offer-not-your-turn = No es tu turno: le toca a { $who }. Puedes planear ya tu próximo turno: solo lo ves tú, y se juega por ti cuando te toque.
plan-button-edit = Cambiar mi plan
plan-button-show = Volver a mi plan
plan-change-explained = Quita cualquier decisión planeada con el menú de abajo: se quitan ella y todas las que la siguen, porque cada decisión posterior se planeó sobre la posición a la que llevaban las anteriores. **Borrar mi plan** lo cancela entero.
plan-take-back-hint = Quitar desde la decisión…
plan-take-back-option = { $count ->
        [one] Quita solo esta decisión
       *[other] Quita { $count } decisiones: esta y todas las siguientes
    }
plan-taken-back-from = { $count ->
        [one] Se ha quitado la decisión { $step }.
       *[other] Se han quitado la decisión { $step } y todas las siguientes ({ $count } decisiones): cada una se planeó sobre la posición a la que llevaban las anteriores.
    }

# The help's page of more commands: this room's line.
plan-help-line = `/partida planear` planea tu próximo turno mientras otro jugador decide (solo lo ves tú)
