"""Reading a picture the way a learner does, for the tests that check what a chart or board shows."""

from __future__ import annotations

import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """The picture's element tree (it must be well-formed XML, as a browser's SVG parser needs)."""
    return ET.fromstring(svg)


def texts(svg: str) -> list[str]:
    """Every line of words drawn in the picture, in drawing order."""
    return ["".join(node.itertext()) for node in parse(svg).iter(f"{SVG}text")]


def tips(svg: str) -> list[str]:
    """What pointing at each part of the picture says (its ``<title>`` elements), in drawing order;
    the first is the picture's own name."""
    return [node.text or "" for node in parse(svg).iter(f"{SVG}title")]
