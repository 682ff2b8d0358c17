# Español de Latinoamérica (es-419): solo lo que difiere de es/computer.ftl (computadora por ordenador).
computer-add-button = Añadir computadora
computer-add-menu = Elige el nivel de la computadora
computer-seat-easy = Computadora (fácil)
computer-seat-medium = Computadora (medio)
computer-seat-hard = Computadora (difícil)
computer-seat-nth = { $level ->
    [easy] Computadora { $number } (fácil)
    [medium] Computadora { $number } (medio)
   *[hard] Computadora { $number } (difícil)
}
computer-only-creator = Solo quien creó la partida puede añadir jugadores controlados por la computadora.
computer-table-full = La mesa está llena: no queda asiento para la computadora.
computer-remove-button = Quitar computadora
computer-remove-menu = Elige qué computadora quieres quitar
computer-remove-only-creator = Solo quien creó la partida puede quitar jugadores controlados por la computadora.
computer-remove-none = En esta mesa no juega ninguna computadora.
computer-remove-gone = Esa computadora ya dejó la mesa: pulsa otra vez **Quitar computadora** para ver quién está sentado ahora.
computer-remove-unknown = Elige del menú la computadora que quieres quitar.
