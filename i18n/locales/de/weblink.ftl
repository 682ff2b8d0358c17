# /spiel meine-spiele web: der persönliche Link eines Mitglieds zu seiner eigenen Webseite (core/weblinks.py).
weblink-ready = **Deine persönliche Seite** (nur du siehst das): { $url }
    Sie zeigt deine eigenen Hände in deinen Spielen, also behalte den Link für dich. Er gilt bis { $until }. Fordere auf dem gleichen Weg einen neuen Link an, dann gilt dieser sofort nicht mehr.
weblink-button = Meine Seite öffnen
weblink-no-pages = Dieser Bot hat noch keine Webseiten. Bitte die Person, die den Bot betreibt, sie einzurichten.
weblink-card = Im Web: { $url }
weblink-status = Dieses Spiel im Web: { $game } · alle Spiele dieses Servers: { $server }
