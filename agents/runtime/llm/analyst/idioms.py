"""Set phrases read as the plain words they stand for, for the offline analyst: "on their books", "right now",
"gate receipts". They are rewritten before a question's words are matched, so that "books", "moment" or "gate"
is never taken for a table, a column or a missing part of the data.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_MONTH_STARTS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
_NAMES_A_MONTH = re.compile(r"\b" + _MONTH_STARTS)
# "GST included", "including VAT", "plus tax": the amount with its tax on top (`taxes`), no rows included
TAX_ADDED = re.compile(r",?\s*\(?\b(?:incl(?:uding|\.)?|inc\.?|plus|gross of)\s+(?:the\s+)?"
                       r"(?:gst|vat|hst|sales tax|tax)\b\)?"
                       r"|\b(?:gst|vat|hst|tax)[\s-](?:included|inclusive|incl\.?)")
_PLAIN = (
    # "adults, i.e. with no guardian on file", "freelancers, that is not with any company": the definition
    # says which rows are meant; the word it defines names no column
    (re.compile(r"\b[a-z-]+,?\s+\(?(?:i\.\s?e\.?|ie|that is|meaning|in other words),?\s+"), ""),
    # "policies on their books", "customers on our books": the rows held, as a register says
    (re.compile(r"\bon\s+(?:our|their|the|its|his|her|your)\s+(?:books|register|roll|rolls)\b"), " "),
    # "no guardian on file", "with an email on record": held in the data, which is what any column says
    (re.compile(r"\bon\s+(?:file|record)\b"), " "),
    # "gate receipts", "gate money": the takings from admissions
    (re.compile(r"\bgate\s+(receipts|money|takings)\b"), r"\1"),
    # "scored, home and away": in every match, whichever side the team was
    (re.compile(r"\b(?:both\s+)?(?:at\s+)?home\s+and\s+away\b"), " "),
    # "right now", "as of now", "at the moment", "at present": the current rows, which the data already is
    (re.compile(r"\b(?:right\s+now|as\s+of\s+(?:now|today)|at\s+(?:the\s+moment|present))\b"), " now "),
    # "top-ups", "topped up", "top up": the one noun a prepaid account's payments go by, never a ranking's "top"
    (re.compile(r"\btop(?:ped|ping|s)?[\s-]+up(s?)\b"), r"topup\1"),
    # "ended up as a no-show", "end up kept": were, a state the rows reached
    (re.compile(r"\bend(?:ed|s)? up (?:as (?:an? )?|being )?"), "were "),
    # "members of staff", "staff members": staff, never a membership
    (re.compile(r"\b(?:members? of staff|staff members?)\b"), "staff"),
    # "sales, leaving out delivery fees", "not counting the delivery charge": what is set aside is no measure
    (re.compile(r",?\s*\(?(?:\bexcluding|leaving out|not counting|not including|apart from|except for|other than"
                r"|(?<=,\s)not)\s+(?:the\s+|any\s+|our\s+)?(?:[a-z-]+\s+){0,2}?"
                r"(?:fees?|charges?|tips?|postage|vat)\b\)?"), " "),
    # "invoiced, ex GST", "before VAT", "pre-tax": the amount without the tax, which its own column holds
    (re.compile(r",?\s*\(?\b(?:ex|excl\.?|exclusive of|before|pre|net of|without)[\s-]+(?:the\s+)?"
                r"(?:gst|vat|hst|sales tax|tax)\b\)?"), " "),
    (TAX_ADDED, " "),
    # "Don't include cancelled bookings" said to the analyst sets them aside ("orders that didn't include a
    # dessert" describes rows, and stays as it is)
    (re.compile(r"(?:^|(?<=[.?!;,]\s))(?:don['’]t|do not) (?:include|count in)\b"), "excluding"),
    # "which tour is our biggest money-maker", "which stall is the top earner": the one that makes the most money
    (re.compile(r"\b(?:is|are) (?:our|the) (?:biggest|best|top|largest) (?:money[\s-]?makers?|earners?)\b"),
     "makes the most money"),
    # "leave out cancellations", "refunded passes left out": a value set aside, never `status = 'left'`
    (re.compile(r"\b(?:leave|leaving) out\b"), "excluding"),
    # "leave refunded and voided sales out": the same, split around what is set aside
    (re.compile(r"\b(?:leave|leaving) ((?:[a-z-]+,? ){1,5}?)out\b"), r"excluding \1"),
    (re.compile(r"\bleft out\b"), "excluded"),
    # "Voids and refunds out.", "(ex GST, voided ones out)": a clause of its own setting them aside ("how many
    # parcels were sent out" sets nothing aside)
    (re.compile(r"(?:(?<=[.?!,;]\s)|(?<=\())((?:[a-z-]+,?\s+){1,4}?)out(?=\s*[.?!,;)]|\s*$)"),
     r"excluding \1"),
    # "leaving refunds aside", "setting the voided ones aside": the same
    (re.compile(r"\b(?:leave|leaving|set|setting|put|putting) ((?:[a-z-]+,? ){1,5}?)aside\b"),
     r"excluding \1"),
    # "leave out the ones still coming up", "only the ones whose date has passed": the rows still to happen, a
    # status of their own ('booked', 'scheduled'), set aside (`status_codes`)
    (re.compile(r"\b(?:the\s+|those\s+|any\s+)?(?:ones?\s+)?(?:that\s+are\s+|which\s+are\s+)?still\s+"
                r"(?:coming\s+up|to\s+come|ahead\s+of\s+us|upcoming)\b"), "upcoming"),
    (re.compile(r"\bonly\s+(?:the\s+ones|those|the\s+[a-z]+s)\s+(?:whose|where\s+the)\s+dates?\s+"
                r"(?:has|have)\s+(?:passed|gone\s+by)\b"), "excluding upcoming"),
    # "haven't had a single booking": any booking, never a `single` room
    (re.compile(r"((?:n't|\bnot|\bnever|\bno|\bwithout)\s+(?:[a-z]+\s+){0,2}?)a single\b"), r"\1any"),
    # "by country (england, scotland, ...)", "extras - dinners, spa, bar and so on": examples of what is meant
    (re.compile(r"\s*\((?:e\.g\.,?\s*)?[^()]*,[^()]*(?:\.\.\.|…|etc\.?|and so on)\)"
                r"|\s+[-–—]\s+[a-z ,']+?(?:and so on|etc\.?|and the like|\.\.\.|…)"), " "),
    (re.compile(r"\b(?:in\s+)?the last three months of\b"), "in q4"),  # of a year: its fourth quarter
    # "since the start of September", "from the beginning of July 2026": since its first day
    (re.compile(r"\b(since|from) the (?:start|beginning) of (?=" + _MONTH_STARTS + ")"), r"\1 "),
    (re.compile(r"\b(?:in\s+)?the first three months of\b"), "in q1"),
    # "how much business have we done with hotels": the money taken from them
    (re.compile(r"\bhow much business (?:have|has|had|did|do) (?:we|you|they) (?:done|do|did) (?:with|for)\b"),
     "how much have we taken from"),
    # "who's our biggest-spending customer": the one who has spent the most
    (re.compile(r"\bwho(?:['’]s| is) (?:our|the) (?:biggest|highest|top)[- ]spending ([a-z]+)\b"),
     r"which \1 has spent the most"),
    # "who's our biggest client by what we've invoiced them": the top one by that measure
    (re.compile(r"\bwho(?:['’]s| is) (?:our|the) (?:biggest|best|top|largest|most valuable) ([a-z]+)\b"),
     r"top \1"),
    # "hires that went out", "what gear goes out the most", "kit we hire out": the hires that went ahead
    # ("still out" is a hire not back yet; "went out of stock" is no hire)
    (re.compile(r"(?<!still )\b(?:went|go|goes|gone|going) out\b(?! of\b)"), "went ahead"),
    (re.compile(r"\b(hire|hired|hires|rent|rented|rents|let|lend|lent) out\b"), r"\1"),
    # "how much of our takings comes from card, as a percentage?": what percentage of them
    (re.compile(r"\bhow much of (.+?),? as an? (percentage|percent|share|proportion|fraction)\b"),
     r"what \2 of \1"),
    # "percentage wise", "percentage-wise": as a percentage
    (re.compile(r"\b(percentage|percent)[\s-]wise\b"), r"as a \1"),
    # "handed back in refunds", "money we gave back": refunded
    (re.compile(r"\b(?:handed|given|gave|paid|hand|give|pay) back(?: in refunds?)?\b"), "refunded"),
    # "new clients came on board", "got on board": joined, which the rows' joining date says
    (re.compile(r"\b(?:came|come|comes|coming|got|get|gets|climbed|brought) on ?board\b"), "joined"),
    # "walked in for the first time", "came to us for the first time": joined, as the rows' first date says
    (re.compile(r"\b(?:walked|walk|walks|came|come|comes|dropped|stepped) (?:in|by|to us) "
                r"for the first time\b"), "joined"),
    # "agreed to get text messages", "opted in to texts": their consent to text messages (`sms_ok`)
    (re.compile(r"\b(?:agreed|agree|agrees|consented|opted in) to (?:get |getting |receive |receiving )?"
                r"(?:our )?(?:text messages|texts|sms(?: messages)?)\b"), "sms consent"),
    # "which of our hotels", "which of the routes": which hotels, which routes
    (re.compile(r"\bwhich of (?:our|the|your|all|all the|these|those) "), "which "),
    # "how much of our takings come from plants": what share of them
    (re.compile(r"\bhow much of ((?:[a-z'-]+ ){1,6}?(?:comes?|came|went|goes|go) "
                r"(?:from|through|on|via|in|to))\b"), r"what share of \1"),
    # "each of our three sites": each site
    (re.compile(r"\beach of (?:our|the|your|these|those) (?:(?:\d+|two|three|four|five|six|ten) )?"),
     "each "),
    # "joined the practice", "registered with the club": joined us, which the rows' joining date says
    (re.compile(r"\b(joined|registered|enrolled|enroled|signed up)(?: (?:with|at|to|for|in))? (?:the|our) "
                r"(?:practice|surgery|club|gym|school|library|business|company|firm|centre|center)\b"), r"\1"),
    # "our most frequent borrower", "the two most regular climbers": ranked by how often they come, the top
    (re.compile(r"\bmost (?:frequent|regular|loyal)\b"), "top"),
    # "our three busiest machines, going by number of jobs": the top ones by that count
    (re.compile(r"\b(?:the |our )?(\w+ )?busiest ([a-z]+)(?=,? (?:going )?by\b)"), r"top \1\2"),
    (re.compile(r",? going by\b"), " by"),
    # "our top 3 best sellers by number of items sold", "what's our best seller": the products sold in the
    # greatest quantity ("best sellers by portions ordered" keeps its own measure)
    (re.compile(r"\b(?:top )?(?:(\d+|two|three|four|five|ten) )?best[- ]sell(?:er|ing product|ing item)(s?)\b"
                r"(?: by (?:number of items sold|number sold|quantity(?: sold)?|units(?: sold)?))?(?! by\b)"),
     lambda m: f"top {m.group(1) + ' ' if m.group(1) else ''}product{m.group(2)} by quantity sold"),
    # "which month was our busiest for parcels": which month had the most parcels
    (re.compile(r"\bwhich ([a-z]+) (?:was|is|were|has been) (?:our |the )?busiest(?: one)?"
                r"(?: (?:for|in terms of))?"),
     r"which \1 had the most"),
    # "by number of nights stayed": nights are summed, never counted as rows
    (re.compile(r"\b(?:the )?number of (nights|hours|minutes|miles|kilometres|kilometers|litres|liters)\b"),
     r"total \1"),
    # "how many km have we driven", "how many litres": the total of a measured quantity, never a count of rows
    (re.compile(r"\bhow many (?:km|kms)\b"), "what total kilometres"),
    (re.compile(r"\bhow many (kilometres|kilometers|miles|litres|liters|kilos|kilograms|kwh)\b"),
     r"what total \1"),
    # "cubic metres", "m³": a volume (`m3` columns)
    (re.compile(r"\b(?:cubic (?:metres|meters|metre|meter)|m³)"), "volume"),
    # "all up", "all told", "all in all": in total
    (re.compile(r"\ball (?:up|told|in all)\b(?!\s+(?:to|with|in|on|for)\b)"), "in total"),
    # "add-ons", "add ons": the extras sold on top
    (re.compile(r"\badd[- ]?ons?\b"), "extra"),
    # "average ticket size", "average basket value": money per order
    (re.compile(r"\b(average|avg|mean) (?:ticket|basket|check|cheque|transaction) (?:size|value|total)\b"),
     r"\1 order value"),
    # "weekend shifts or weekday shifts", "weekdays vs weekends": the two parts of the week side by side
    (re.compile(r"\b(?:(?:at|on|over) )?(?:the )?week(?:end|day|days|ends)( [a-z]+)? "
                r"(?:or|vs\.?|versus|and|against|compared (?:with|to)) "
                r"(?:(?:at|on|over) )?(?:the )?week[- ]?(?:end|day|days|ends)(?: [a-z]+)?\b"),
     r"\1 by weekpart"),
    # "how much are clients still owing us": what is owed on what is not paid yet
    (re.compile(r"\bstill (ow(?:e|es|ed|ing))(?: (?:us|me|them))?\b"), r"\1, unpaid,"),
    # "the jobs we actually did", "visits they carried out": the ones done
    (re.compile(r"\b(?:that |which )?(?:we|they|you|i) (?:actually |really )?(?:did|carried out)\b"
                r"(?=\s*(?:[?.,!;]|$))"), "done"),
    # "which breed has racked up the most nights": has the most
    (re.compile(r"\b(?:racked|racks|rack|clocked|clocks|notched|notches) up\b"), "had"),
    # "how many moves did we do", "the jobs we have done": the ones done
    (re.compile(r"\b(did|have|had) (we|they|you) (?:actually |really )?(?:do|done)\b"), r"\1 \2 done"),
    # "what's our pass rate", "the cancellation rate": the percentage that passed, that were cancelled
    (re.compile(r"\b(?:what(?:['’]s| is| was) )?(?:our |the )?"
                r"(pass|failure|cancellation|no-show|return|refund|completion) rate\b"),
     lambda m: "what percentage " + {"pass": "passed", "failure": "failed", "cancellation": "were cancelled",
                                      "no-show": "were no-shows", "return": "were returned",
                                      "refund": "were refunded", "completion": "were completed"}[m[1]]),
    # "how much money has come in", "did more cash come in": money received
    (re.compile(r"\b(money|cash|payments?|revenue|income)((?: [a-z]+){0,3}?) (?:has |have |had |did )?"
                r"(?:come|came|comes|coming) in\b(?! (?:each|either|both|by|per) )"),
     r"\1\2 received"),
    # "how much is still to be collected", "left to collect": money not paid yet
    (re.compile(r"\b(?:still |left |yet )?to (?:be )?collect(?:ed)?\b"), "outstanding"),
    # "how many rentals were paid each way": by the payment method
    (re.compile(r"\b(?:paid|pay|paying) (?:each|every|either|both) ways?\b"), "paid by payment method"),
    # "each way of paying", "by means of payment": the payment method
    (re.compile(r"\b(?:way|ways|method|methods|means|mode|modes) of (?:paying|payment)\b"), "payment method"),
    # "average tip by how people paid", "how customers pay": the payment method
    (re.compile(r"\bhow (?:people|customers|clients|members|guests|they|we|you) (?:paid|pay|pays|paying)\b"),
     "payment method"),
    # "by what the money was for": the kind of payment
    (re.compile(r"\bwhat (?:the|their|that) (?:money|payment|payments|cash) (?:was|were|is|are) for\b"),
     "payment type"),
    # "sign-ups", "signups": the noun, one word (the rows of enrolments or registrations), not "sign up"
    (re.compile(r"\bsign-?up(s?)\b"), r"signup\1"),
    # "how much has come in each way": by each of the ways named
    (re.compile(r"\b(?:each|either|both) ways?\b"), "each"),
    # "anything on the menu we've never sold": the products of the menu
    (re.compile(r"\b(?:anything|something|things?|what) on (?:the|our) menu\b"), "products"),
    # "hours worked times each person's hourly wage": each row's person's wage, never a grouping by person
    (re.compile(r"\b(times|multiplied by|×) (?:each|every|the|their) [a-z]+['’]s\b"), r"\1"),
    # "how far do riders travel": a distance, which some column must hold
    (re.compile(r"\bhow far\b"), "what distance"),
    # "the hour of the day", "the day of the week": a position in the day or week, one grouping word each
    (re.compile(r"\b(?:the\s+)?hour\s+of\s+(?:the\s+)?day\b|\btime\s+of\s+day\b"), "hourofday"),
    (re.compile(r"\b(?:the\s+)?day\s+of\s+(?:the\s+)?week\b"), "weekday"),
    # "the boat in the fleet", "spend at the studio", "parts in our catalogue", "out on the water": where the
    # business does what its rows record, never a column of them
    (re.compile(r"\b(?:in|at|into|on|across|around|within|through)\s+(?:the|our)\s+(?:fleet|studio|workshop|"
                r"catalogue|catalog|timetable|premises|yard|garage|salon|kitchen|warehouse|water|doors?)\b"),
     " "),
    # "not showing up", "didn't turn up": a no-show
    (re.compile(r"\b(?:not|never|didn['’]t|did not|don['’]t|do not|doesn['’]t|does not)\s+"
                r"(?:show|turn)(?:ing|ed|s)?\s+up\b"), "no-show"),
    # "how many turned up", "people coming along": who attended
    (re.compile(r"\b(?:turn|show)(?:ed|s|ing)?\s+up\b|\bc[oa]m(?:e|es|ing)\s+along\b"), "attended"),
    # "turned our quote down", "turn down the offer": declined it
    (re.compile(r"\bturn(?:ed|s|ing)?\s+((?:our|the|their|a|an)\s+[a-z]+\s+)down\b"), r"declined \1"),
    (re.compile(r"\bturn(?:ed|s|ing)?\s+down\b"), "declined"),
    # "over the Easter holidays (3 to 19 April 2026)": a stretch named, then defined by its dates
    (re.compile(r"\b(?:(?:over|during|in|for|across|through)\s+)?(?:the\s+)?(?:[a-z']+\s+){1,3}"
                r"\(([^()]*\d[^()]*)\)"),
     lambda m: f" {m[1]} " if _NAMES_A_MONTH.search(m[1]) else m[0]),
    # "bottles we've got left in the cellar", "what's left over": what remains in stock, never a `left` date
    (re.compile(r"\bgot\s+left\b"), "got remaining"),
    (re.compile(r"\bleft\s+(in\s+(?:the\s+)?(?:cellar|stock|warehouse|store|inventory)|over)\b"),
     r"remaining \1"),
    # "what % of", "as a %": the word; "20%" stays a number
    (re.compile(r"(?<![\d\s])\s*%|(?<=\s)%"), " percent "),
)


def plain_idioms(text: str) -> str:
    """`text` (lower case) with its set phrases read as the words they stand for, and its letters without
    accents ("café" is the `cafe` the data spells)."""
    text = fold_accents(text)
    for pattern, plain in _PLAIN:
        text = pattern.sub(plain, text)
    return re.sub(r"\s+([?.,!;:])", r"\1", " ".join(text.split()))


@functools.lru_cache(maxsize=65536)
def fold_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
