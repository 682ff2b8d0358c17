# Vorausplanung: der nächste Zug eines Spielers, entschieden, während ein anderer entscheidet
# (bot/cogs/plan.py, core/plans.py). „Plan“ allein hieße hier leicht „Spielplan“: darum „Vorausplanung“.
plan-button-open = Nächsten Zug vorausplanen
plan-title = **Deine Vorausplanung für deinen nächsten Zug in { $game }** ({ $seat }): nur du siehst sie. Jede Entscheidung wird gespielt, wenn du am Zug bist, sofern sie dann noch möglich ist.
plan-empty = Noch ist nichts vorausgeplant: Wähle unten deine erste Entscheidung, wie in deinem Zug.
plan-so-far = { $count ->
        [one] Bisher vorausgeplant, eine Entscheidung:
       *[other] Bisher vorausgeplant, { $count } Entscheidungen:
    }
plan-strict-off = Jede vorausgeplante Entscheidung wird gespielt, wenn sie noch möglich ist, wenn du am Zug bist, egal was sich vorher ändert.
plan-strict-on = **Nur wenn sich nichts geändert hat**: Die Vorausplanung wird nur gespielt, wenn der Spielplan dann noch so ist wie jetzt.
plan-complete = Deine Vorausplanung ist vollständig: Sie beendet deinen Zug, oder ihre letzte Entscheidung zeigt dir etwas, das du noch nicht wissen kannst. **Vorausplanung ändern** nimmt jede ihrer Entscheidungen zurück.
plan-added = Vorausgeplant: { $move }.
plan-cleared = Deine Vorausplanung ist gelöscht: Für dich wird nichts gespielt.
plan-stale-panel = Dieses Menü war veraltet (deine Vorausplanung oder die Partie hat sich seitdem geändert): Hier ist sie, wie sie jetzt ist.
plan-no-longer-fits = Die Partie ist weitergegangen und deine Vorausplanung passt nicht mehr zum Spielplan. Lösche sie und plane neu.
plan-button-strict = Nur wenn sich nichts ändert
plan-button-loose = Egal was sich ändert
plan-button-clear = Vorausplanung löschen
plan-error-not-active = Nur eine laufende Partie kann vorausgeplant werden.
plan-error-not-in-game = In { $game } können die Spieler keinen Zug vorausplanen.
plan-error-not-playing = Nur die Spieler dieser Partie können darin einen Zug vorausplanen, und du spielst nicht mit.
plan-error-your-turn = Du bist jetzt am Zug: Spiele ihn mit **Zug machen** oder `/spiel zug`.
plan-error-not-now = Dein nächster Zug kann an dieser Stelle der Partie nicht vorausgeplant werden.
plan-error-too-long = Eine Vorausplanung umfasst höchstens { $most ->
        [one] eine Entscheidung
       *[other] { $most } Entscheidungen
    }.
plan-error-after-end = Nach dieser Entscheidung kann nichts vorausgeplant werden: Sie beendet deinen Zug, oder sie zeigt dir etwas, das du noch nicht wissen kannst.
plan-error-illegal = Diese Entscheidung ist in der Stellung, zu der deine Vorausplanung führt, nicht möglich.
plan-error-empty = Wähle mindestens eine Entscheidung zum Vorausplanen.
plan-error-moved-on = Die Partie ist weitergegangen, während du geplant hast: Öffne deine Vorausplanung erneut, um den Spielplan zu sehen, wie er jetzt ist.
plan-report-title = { $count ->
        [0] **Deine Vorausplanung in { $game }** wurde nicht gespielt.
        [one] **Deine Vorausplanung in { $game }** hat eine Entscheidung für dich gespielt:
       *[other] **Deine Vorausplanung in { $game }** hat { $count } Entscheidungen für dich gespielt:
    }
plan-stopped-illegal = Sie hielt bei Entscheidung { $step } an ({ $move }): Die ist nicht mehr möglich.
plan-stopped-changed = Sie wurde nicht gespielt: Der Spielplan hat sich seit deiner Planung geändert, und du hattest „Nur wenn sich nichts ändert“ gewählt.
plan-stopped-over = Sie hielt bei Entscheidung { $step } an: Die Partie ist vorbei.
plan-report-your-turn = Den Rest deines Zugs spielst du selbst: **Zug machen** am neuesten Spielbrett, oder `/spiel zug`.
plan-forced-made = Für dich gemacht (die einzige mögliche Entscheidung): { $move }.
plan-settings-forced = Entscheidungen mit nur einer möglichen Antwort: { $forced ->
        [1] werden für dich getroffen
       *[0] drückst du selbst
    }
plan-report-board = Hier geht es zum [neuesten Spielbrett]({ $link }).
plan-digest-head = { $count ->
        [one] **Deine Tagesübersicht**: was deine Vorausplanung gespielt hat (gerade wartet kein Spiel auf dich)
       *[other] **Deine Tagesübersicht**: was deine { $count } Vorausplanungen gespielt haben (gerade wartet kein Spiel auf dich)
    }
plan-button-undo = Letzte zurücknehmen
plan-taken-back = Die zuletzt vorausgeplante Entscheidung ist zurückgenommen.

plan-offer-not-your-turn = Du bist nicht am Zug: { $who } ist dran. Du kannst deinen nächsten Zug jetzt vorausplanen: Nur du siehst ihn, und er wird für dich gespielt, wenn du dran bist.
plan-button-edit = Vorausplanung ändern
plan-button-show = Zurück zur Vorausplanung
plan-change-explained = Nimm mit dem Menü unten eine beliebige vorausgeplante Entscheidung zurück: Sie und alle danach fallen weg, denn jede spätere Entscheidung wurde auf der Stellung geplant, zu der die früheren führten. **Vorausplanung löschen** verwirft die ganze Vorausplanung.
plan-take-back-hint = Zurücknehmen ab Entscheidung …
plan-take-back-option = { $count ->
        [one] Nimmt nur diese Entscheidung zurück
       *[other] Nimmt { $count } Entscheidungen zurück: diese und alle danach
    }
plan-taken-back-from = { $count ->
        [one] Zurückgenommen: Entscheidung { $step }.
       *[other] Entscheidung { $step } und alle danach sind zurückgenommen ({ $count } Entscheidungen): Jede wurde auf der Stellung geplant, zu der die vorigen führten.
    }

# The help's page of more commands: this room's line.
plan-help-line = `/spiel vorausplanen` deinen nächsten Zug vorausplanen, während ein anderer entscheidet (nur du siehst es)
