<#-- The player's guide, sent in the reply to HELP (players cannot reach the project's docs/players.md; this is its
     short form). Included by ack.txt.ftl; model: game (the game's id). -->
THE PLAYER'S GUIDE

Orders: one block per unit, a line UNIT <unit id> PASSWORD <password>, then the unit's orders, one per line. The
reply to every mail lists what was accepted and what was refused, line by line. A block with a mistake is refused
whole and the unit keeps its earlier orders. Put CHECK on a line of its own to have orders checked, not queued.
Write [${game}] in the subject (or reply to any mail of the robot) so it knows the game.

What else you can ask, in a block that starts PLAYER <your role> PASSWORD <password> (most also work inside a
UNIT block of yours), one request a line:

  HELP                      this guide, and the summary of the orders of this game
  STATUS                    the next deadline, which of your units have orders queued and what they are, and
                            whether you said READY; nothing about any other player
  SEND REPORTS              your reports of the last turn again (your own view: the units and offices you hold
                            now); for an earlier one add the turn as its reports' subject names it, e.g.
                            SEND REPORTS TURN 3 (the latest turn 3)
  READY                     your orders are complete; if the game allows early turns, the turn runs as soon as
                            every unit has orders and every commander is READY. NOT READY takes it back
  ADDRESS new@example.org   move your mail to a new address: a code goes there, and the change is made when you
                            send CONFIRM ADDRESS <code> (your old address hears of it)
  NEW PASSWORD <new one>    change your password (6 to 64 characters, no spaces)
  TIME ZONE Europe/London   see deadlines in your own time zone too (TIME ZONE GAME goes back)
  ABSENT FROM <day> TO <day>
                            you are away those days (each written year-month-day; your time zone; both
                            included; ABSENT UNTIL <day> from now): no reminders, your units count as in and
                            are ordered by their deputies or follow their default orders; only the moderators
                            and your deputies are told. BACK ends it early; orders you send meanwhile count

Forgotten your password? Send a block PLAYER <your role> without a password, holding only FORGOT PASSWORD: a code
goes to your registered address (and nowhere else); then send PLAYER <your role>, RESET CODE <the code> and NEW
PASSWORD <new one>, each on a line of its own. Until a code is used your password stays as it is.

Press, if the game has it: a letter to other players through the robot, which never shows an address. In a
PLAYER block, a line PRESS TO <role>[, <role> ...] (or PRESS TO ALL), the text, then a line END PRESS. Answer a
letter with PRESS REPLY <its code> instead. The game decides whether your role is named, when letters go out and
how many you may send; the reply says what became of each.

Deadlines: every mail of the robot states the next one. A game may give units without orders a grace period after
its deadline (their late orders still count), remind you before a deadline when some of your units have no orders,
or postpone a turn when too many players sent nothing. The moderators may extend a deadline or pause the game; you
are told by mail.
