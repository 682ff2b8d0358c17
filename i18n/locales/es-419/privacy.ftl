# Español de Latinoamérica (es-419): solo lo que difiere de es/privacy.ftl (computadora por ordenador).
privacy-game-choice = • { $game } en { $channel }: el suplente (la computadora) puede jugar tu asiento hasta el final, o la partida puede terminar ahora.
