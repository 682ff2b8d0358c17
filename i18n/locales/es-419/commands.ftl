# Español de Latinoamérica (es-419): solo lo que difiere de es/commands.ftl (computadora por ordenador).
commands-hint-description = Las tres mejores opciones de la computadora para tu decisión actual (solo tú las ves)
