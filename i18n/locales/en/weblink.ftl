# /game mine web: a member's personal link to their own web page (core/weblinks.py).
weblink-ready = **Your personal page** (only you see this): { $url }
    It shows your own hands in your games, so keep the link to yourself. It works until { $until }. Ask for a new link the same way and this one stops working at once.
weblink-button = Open my page
weblink-no-pages = This bot has no web pages yet. Ask whoever runs the bot to set them up.
weblink-card = On the web: { $url }
weblink-status = This game on the web: { $game } · all of this server's games: { $server }
