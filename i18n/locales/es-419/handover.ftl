# Español de Latinoamérica (es-419): solo lo que difiere de es/handover.ftl (computadora por ordenador).
handover-error-computer = Una computadora no puede quedarse con un asiento: ofrécelo a un miembro del servidor.
handover-error-computer-seat = Ese asiento es de una computadora: no se puede ceder.
