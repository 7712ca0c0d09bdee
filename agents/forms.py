"""The /agents/ page's form: orchestration fields chosen from the real tool registry."""

from django import forms

from agents.models import Thoroughness
from agents.runtime.tools import REGISTRY


def tool_choices() -> list[tuple[str, str]]:
    return [(name, name) for name in sorted(REGISTRY) if not REGISTRY[name].external_only]


class AgentForm(forms.Form):
    name = forms.CharField(max_length=80)
    description = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 2}))
    system_prompt = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 5}))
    trigger_words = forms.CharField(required=False, help_text="Comma-separated; @word mentions this agent.")
    preferred_model = forms.CharField(required=False, max_length=200, help_text="An LLM profile name; empty: "
                                      "the conversation's model.")
    is_shared = forms.BooleanField(required=False, label="Share with everyone")
    allowed_tools = forms.MultipleChoiceField(required=False, widget=forms.CheckboxSelectMultiple,
                                              help_text="None ticked: every tool the state offers.")
    denied_tools = forms.MultipleChoiceField(required=False, widget=forms.CheckboxSelectMultiple,
                                             help_text="Never offered; wins over allowed.")
    quick = forms.IntegerField(required=False, min_value=0, max_value=100, label="Quick")
    medium = forms.IntegerField(required=False, min_value=0, max_value=100, label="Medium")
    very_thorough = forms.IntegerField(required=False, min_value=0, max_value=100, label="Very thorough")
    default_thoroughness = forms.ChoiceField(required=False, choices=[("", "—"), *Thoroughness.choices])

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["allowed_tools"].choices = self.fields["denied_tools"].choices = tool_choices()

    @classmethod
    def initial_for(cls, agent) -> dict:
        caps = agent.max_iterations or {}
        return {"name": agent.name, "description": agent.description, "system_prompt": agent.system_prompt,
                "trigger_words": ", ".join(agent.trigger_words or []), "preferred_model": agent.preferred_model,
                "is_shared": agent.is_shared, "allowed_tools": agent.allowed_tools, "denied_tools": agent.denied_tools,
                "quick": caps.get("quick"), "medium": caps.get("medium"), "very_thorough": caps.get("very_thorough"),
                "default_thoroughness": agent.default_thoroughness}

    def agent_fields(self) -> dict:
        """The cleaned form as the agent services take it."""
        data = self.cleaned_data
        words = [w.strip() for w in (data["trigger_words"] or "").split(",") if w.strip()]
        caps = {key: data[key] for key in Thoroughness.values if data.get(key)}
        return {"name": data["name"], "description": data["description"], "system_prompt": data["system_prompt"],
                "trigger_words": words, "preferred_model": data["preferred_model"], "is_shared": data["is_shared"],
                "allowed_tools": list(data["allowed_tools"]), "denied_tools": list(data["denied_tools"]),
                "max_iterations": caps, "default_thoroughness": data["default_thoroughness"]}
