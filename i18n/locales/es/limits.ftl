# Issue 29: límites a los comandos pesados (core/limits.py).
limits-replay = { $scope ->
    [server] En este servidor se pidieron muchas repeticiones en los últimos minutos
   *[user] Has pedido varias repeticiones en los últimos minutos
    }: vuelve a pedirla en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }.
limits-step = { $scope ->
    [server] En este servidor se pidieron muchos tableros de repeticiones en el último minuto
   *[user] Has pasado muchos tableros de la repetición en el último minuto
    }: vuelve a intentarlo en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }.
limits-export = { $scope ->
    [server] En este servidor se exportaron muchas partidas en los últimos minutos
   *[user] Has exportado varias partidas en los últimos minutos
    }: vuelve a intentarlo en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }.
limits-download = { $scope ->
    [server] En este servidor muchos miembros descargaron sus datos en los últimos minutos
   *[user] Descargaste tus datos varias veces en los últimos minutos
    }: vuelve a intentarlo en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }.
limits-lobby = { $scope ->
    [server] En este servidor se abrieron muchas partidas nuevas en los últimos minutos
   *[user] Has abierto varias partidas nuevas en los últimos minutos
    }: vuelve a intentarlo en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }.
limits-autocomplete = ⏳ { $scope ->
    [server] Demasiadas sugerencias en este servidor
   *[user] Demasiadas sugerencias pedidas
    }: vuelve a intentarlo en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }
limits-autocomplete-picked = Esa sugerencia solo decía que esperaras. En unos segundos, vuelve a escribir tu jugada para ver las sugerencias, o pulsa «Juega tu turno» en la tarjeta más reciente de la partida.
limits-hint = 💡 { $scope ->
    [server] En este servidor se pidieron muchas pistas en el último minuto
   *[user] Has pedido varias pistas en el último minuto
    }: vuelve a intentarlo en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }.
limits-review = { $scope ->
    [server] En este servidor se analizaron muchas partidas en los últimos minutos
   *[user] Has pedido varios análisis en los últimos minutos
    }: vuelve a intentarlo en { $minutes ->
    [0] { $seconds ->
        [one] 1 segundo
       *[other] { $seconds } segundos
        }
    [one] 1 minuto
   *[other] { $minutes } minutos
    }.
