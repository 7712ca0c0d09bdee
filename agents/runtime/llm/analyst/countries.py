"""Countries a question names, for the offline analyst: "Switzerland", "Swiss" or "Britain" name the ISO codes
a `country` column holds ('CH', 'GB'). The names are pycountry's ISO 3166 ones; the everyday names and the
adjectives of nationality it does not list are kept here.
"""

from __future__ import annotations

import functools
import re
import unicodedata

import pycountry

_EVERYDAY = {
    "GB": "britain|great britain|the uk|england|scotland|wales|british|english|scottish|welsh",
    "US": "america|the usa|usa|the states|american", "NL": "holland|the netherlands|dutch",
    "KR": "south korea|korea|korean", "RU": "russia|russian", "CZ": "czechia|czech", "TR": "turkey|turkish",
    "VN": "vietnam|vietnamese", "IR": "iran|iranian", "TW": "taiwan|taiwanese",
    "AE": "the uae|uae|emirati|dubai",
    "CH": "swiss", "FR": "french", "DE": "german", "IE": "irish", "BE": "belgian", "AT": "austrian",
    "IT": "italian", "ES": "spanish", "PT": "portuguese", "DK": "danish", "SE": "swedish", "NO": "norwegian",
    "FI": "finnish", "PL": "polish", "HU": "hungarian", "GR": "greek", "CN": "chinese", "JP": "japanese",
    "IN": "indian", "CA": "canadian", "MX": "mexican", "BR": "brazilian", "AR": "argentine|argentinian",
    "AU": "australian", "NZ": "new zealander|kiwi", "SA": "saudi", "IL": "israeli", "EG": "egyptian",
    "ZA": "south african", "NG": "nigerian", "KE": "kenyan", "GH": "ghanaian", "SG": "singaporean",
    "TH": "thai", "LU": "luxembourgish", "HK": "hong konger", "MC": "monegasque", "IS": "icelandic",
}  # fmt: skip
# `ctry` and `cntry` are read as "country" already; `land` is left out (a `land_area` is no country)
_COUNTRY_COLUMNS = frozenset({"country", "nationality", "pais", "pays"})


def is_country_column(words: tuple[str, ...]) -> bool:
    return bool(set(words) & _COUNTRY_COLUMNS)


def country_words(code: str, text: str) -> tuple[str, ...]:
    """The words of the (lower-case) question naming the country an ISO code stands for: ("swiss",) for 'CH'
    in "Swiss buyers"; () when none do. "us" alone is no name: "tell us" is not the United States."""
    for name in _names_of().get(code.upper(), ()):
        if name in text and re.search(rf"(?<![a-z]){re.escape(name)}(?![a-z])", text):
            return tuple(name.split())
    return ()


@functools.cache
def _names_of() -> dict[str, tuple[str, ...]]:
    names: dict[str, list[str]] = {}
    for country in pycountry.countries:
        spoken = {_folded(getattr(country, field, "") or "") for field in ("name", "common_name")} - {""}
        for code in (country.alpha_2, country.alpha_3):
            names.setdefault(code, []).extend(sorted(spoken))
            names[code].extend(_EVERYDAY.get(country.alpha_2, "").split("|"))
    return {code: tuple(n for n in found if n) for code, found in names.items()}


def _folded(name: str) -> str:
    """"Côte d'Ivoire" → "cote d'ivoire"."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return plain.lower().strip()
