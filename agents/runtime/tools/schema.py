"""JSON schemas for tool parameters, derived from a typed signature and its docstring's Args section."""

import inspect
import re
import types
import typing
from typing import Literal, Union, get_args, get_origin, get_type_hints

_SCALARS = {str: "string", int: "integer", float: "number", bool: "boolean", dict: "object"}
_ARG_LINE = re.compile(r"^\s+(\w+)(?:\s*\([^)]*\))?:\s*(.+)$")


class ToolDefinitionError(TypeError):
    """A tool whose signature or docstring cannot make a complete schema."""


def split_docstring(fn) -> tuple[str, dict[str, str]]:
    """The description (text before `Args:`) and each parameter's description."""
    doc = inspect.getdoc(fn) or ""
    head, _, args_block = doc.partition("Args:")
    descriptions: dict[str, str] = {}
    current = None
    for line in args_block.splitlines():
        match = _ARG_LINE.match(line)
        if match:
            current = match.group(1)
            descriptions[current] = match.group(2).strip()
        elif current and line.strip():
            descriptions[current] += " " + line.strip()
    return " ".join(head.split()), descriptions


def json_type(annotation) -> tuple[dict, bool]:
    """(schema, nullable) for one annotation."""
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        members = [arg for arg in get_args(annotation) if arg is not type(None)]
        if len(members) != 1:
            raise ToolDefinitionError(f"Unsupported union {annotation!r}")
        return json_type(members[0])[0], True
    if origin is Literal:
        values = list(get_args(annotation))
        return {"type": _SCALARS[type(values[0])], "enum": values}, False
    if origin is list:
        (item,) = get_args(annotation) or (str,)
        return {"type": "array", "items": json_type(item)[0]}, False
    if annotation in _SCALARS:
        return {"type": _SCALARS[annotation]}, False
    raise ToolDefinitionError(f"Unsupported parameter type {annotation!r}")


def parameters_schema(fn) -> tuple[str, dict]:
    """(description, JSON schema of the parameters after the run context)."""
    description, arg_docs = split_docstring(fn)
    if not description:
        raise ToolDefinitionError(f"Tool {fn.__name__} needs a docstring description.")
    hints = get_type_hints(fn)
    properties: dict[str, dict] = {}
    required: list[str] = []
    for name, param in list(inspect.signature(fn).parameters.items())[1:]:
        if name not in arg_docs:
            raise ToolDefinitionError(f"Tool {fn.__name__}: parameter '{name}' has no description in Args.")
        schema, nullable = json_type(hints[name])
        properties[name] = {**schema, "description": arg_docs[name]}
        if param.default is inspect.Parameter.empty and not nullable:
            required.append(name)
    return description, {"type": "object", "properties": properties, "required": required,
                         "additionalProperties": False}


def _matches(value, schema: dict) -> bool:
    kind = schema.get("type")
    checks = {
        "string": lambda v: isinstance(v, str),
        "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
        "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
        "boolean": lambda v: isinstance(v, bool),
        "object": lambda v: isinstance(v, dict),
        "array": lambda v: isinstance(v, list) and all(_matches(i, schema.get("items", {})) for i in v),
    }
    if kind and not checks[kind](value):
        return False
    return "enum" not in schema or value in schema["enum"]


def argument_errors(arguments: typing.Any, schema: dict) -> list[str]:
    """What is wrong with model-supplied arguments, as sentences the model can act on."""
    if not isinstance(arguments, dict):
        return ["Arguments must be a JSON object."]
    properties = schema["properties"]
    errors = [f"Missing required argument '{name}'." for name in schema["required"] if name not in arguments]
    errors += [f"Unknown argument '{name}'; expected one of: {', '.join(properties) or 'none'}."
               for name in arguments if name not in properties]
    for name, value in arguments.items():
        if name in properties and value is not None and not _matches(value, properties[name]):
            errors.append(f"Argument '{name}' must be {_describe(properties[name])}.")
    return errors


def _describe(schema: dict) -> str:
    if "enum" in schema:
        return "one of " + ", ".join(map(str, schema["enum"]))
    if schema["type"] == "array":
        return f"an array of {schema['items'].get('type', 'values')}s"
    return f"a {schema['type']}"
