"""Colour-vision-deficiency simulation and colour difference, pure Python, for checking the palettes.

The boards must stay readable for the about 1 in 12 men with a red-green colour vision deficiency. This
module lets a test (or a curious developer) ask how far apart two colours look:

- ``simulate(colour, kind)``: the sRGB colour as seen with ``kind`` = ``"normal"``, ``"deuteranopia"`` or
  ``"protanopia"``. The Machado, Oliveira and Fernandes (2009) matrices at severity 1.0 (complete
  dichromacy, the worst case), applied to *linear* RGB as their model requires, then back to sRGB.
- ``simulate_image(image, kind)``: the same for a whole Pillow image (to look at a board as such a viewer).
- ``lab(colour)``: CIE L*a*b* (D65 white) of an sRGB colour.
- ``delta_e(a, b)``: the CIEDE2000 colour difference of two sRGB colours (about 2.3 is a just noticeable
  difference for large patches side by side; see ``MIN_DELTA_E`` in the tests for the threshold the
  boards must keep).

No dependency beyond Pillow (and Pillow only for ``simulate_image``).
"""

from __future__ import annotations

import math

from PIL import Image

Colour = tuple[int, int, int]

KINDS = ("normal", "deuteranopia", "protanopia")

# Machado et al. 2009, Table 1, severity 1.0, for linear RGB.
_MATRICES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}


def _to_linear(channel: int) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(value: float) -> int:
    v = min(1.0, max(0.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(colour: Colour, kind: str) -> Colour:
    """``colour`` as a viewer with ``kind`` of colour vision sees it (``"normal"`` returns it unchanged)."""
    if kind == "normal":
        return colour
    matrix = _MATRICES[kind]
    linear = [_to_linear(c) for c in colour]
    return tuple(_to_srgb(sum(row[i] * linear[i] for i in range(3))) for row in matrix)  # type: ignore[return-value]


def simulate_image(image: Image.Image, kind: str) -> Image.Image:
    """A copy of ``image`` as seen with ``kind``: a lookup per distinct colour (boards use few of them)."""
    rgb = image.convert("RGB")
    if kind == "normal":
        return rgb
    # Boards have few distinct colours: simulate each once.
    seen: dict[bytes, bytes] = {}
    data = rgb.tobytes()
    out = bytearray(len(data))
    for i in range(0, len(data), 3):
        pixel = data[i:i + 3]
        mapped = seen.get(pixel)
        if mapped is None:
            mapped = seen[pixel] = bytes(simulate((pixel[0], pixel[1], pixel[2]), kind))
        out[i:i + 3] = mapped
    return Image.frombytes("RGB", rgb.size, bytes(out))


def lab(colour: Colour) -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour, D65 reference white."""
    r, g, b = (_to_linear(c) for c in colour)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: Colour, b: Colour) -> float:
    """CIEDE2000 difference between two sRGB colours."""
    return delta_e_lab(lab(a), lab(b))


def delta_e_lab(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """CIEDE2000 difference between two L*a*b* colours (Sharma, Wu and Dalal 2005 formulation)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_mean = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hp_mean - 30)) + 0.24 * math.cos(math.radians(2 * hp_mean))
         + 0.32 * math.cos(math.radians(3 * hp_mean + 6)) - 0.20 * math.cos(math.radians(4 * hp_mean - 63)))
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


def worst_pair(colours: dict[str, Colour], kind: str) -> tuple[float, str, str]:
    """The closest two of ``colours`` as seen with ``kind``: (difference, name, name)."""
    names = sorted(colours)
    best: tuple[float, str, str] | None = None
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            d = delta_e(simulate(colours[first], kind), simulate(colours[second], kind))
            if best is None or d < best[0]:
                best = (d, first, second)
    if best is None:
        raise ValueError("need at least two colours")
    return best
