# Issue 29: limiti ai comandi pesanti (core/limits.py).
limits-replay = { $scope ->
    [server] Su questo server sono stati chiesti molti replay negli ultimi minuti
   *[user] Hai chiesto diversi replay negli ultimi minuti
    }: richiedilo tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }.
limits-step = { $scope ->
    [server] Su questo server sono stati chiesti molti tabelloni dei replay nell'ultimo minuto
   *[user] Hai sfogliato molti tabelloni del replay nell'ultimo minuto
    }: riprova tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }.
limits-export = { $scope ->
    [server] Su questo server sono state esportate molte partite negli ultimi minuti
   *[user] Hai esportato diverse partite negli ultimi minuti
    }: riprova tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }.
limits-download = { $scope ->
    [server] Su questo server molti membri hanno scaricato i propri dati negli ultimi minuti
   *[user] Hai scaricato i tuoi dati più volte negli ultimi minuti
    }: riprova tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }.
limits-lobby = { $scope ->
    [server] Su questo server sono state aperte molte partite nuove negli ultimi minuti
   *[user] Hai aperto diverse partite nuove negli ultimi minuti
    }: riprova tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }.
limits-autocomplete = ⏳ { $scope ->
    [server] Troppi suggerimenti su questo server
   *[user] Troppi suggerimenti chiesti
    }: riprova tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }
limits-autocomplete-picked = Quel suggerimento diceva solo di aspettare. Tra qualche secondo riscrivi la tua mossa per vedere i suggerimenti, oppure premi «Gioca il tuo turno» sulla scheda più recente della partita.
limits-hint = 💡 { $scope ->
    [server] Su questo server sono stati chiesti molti suggerimenti nell'ultimo minuto
   *[user] Hai chiesto diversi suggerimenti nell'ultimo minuto
    }: riprova tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }.
limits-review = { $scope ->
    [server] Su questo server sono state analizzate molte partite negli ultimi minuti
   *[user] Hai chiesto diverse analisi negli ultimi minuti
    }: riprova tra { $minutes ->
    [0] { $seconds ->
        [one] 1 secondo
       *[other] { $seconds } secondi
        }
    [one] 1 minuto
   *[other] { $minutes } minuti
    }.
