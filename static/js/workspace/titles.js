// A conversation's title from its first question: the same rule as the server's
// (agents/services/conversations.py, conversation_title_from_question), so the header shows it the moment the
// question is sent; the server's own title replaces it once the run starts.
const TITLE_FROM_QUESTION_CHARS = 60;
const PLACEHOLDER_TITLES = new Set(["", "new conversation"]);
const TRAILING = /[ ,;:.!?\-—]+$/;

export function isUntitled(title) {
  return PLACEHOLDER_TITLES.has((title || "").trim().toLowerCase());
}

export function titleFromQuestion(question) {
  let text = (question || "").split(/\s+/).filter(Boolean).join(" ");
  if (text.length > TITLE_FROM_QUESTION_CHARS) {
    const head = text.slice(0, TITLE_FROM_QUESTION_CHARS + 1);
    const cut = head.includes(" ") ? head.slice(0, head.lastIndexOf(" ")) : head.slice(0, TITLE_FROM_QUESTION_CHARS);
    text = `${cut.replace(TRAILING, "")}…`;
  }
  return text.slice(0, 1).toUpperCase() + text.slice(1);
}
