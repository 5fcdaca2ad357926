<#-- The moderator's commands, sent in the reply to HELP in a moderator's block. Included by ack.txt.ftl; model:
     game (the game's id). Every command has a twin on the command line: adjutant game <command> ${game} ... -->
THE MODERATOR'S COMMANDS

Moderator commands go in a block PLAYER <your address> PASSWORD <your moderator password>, mailed from that very
address, which must be listed as a moderator's in the game file. Anything else is refused and every moderator is
told. One command a line; they are carried out in order right after the reply, and the result is mailed to the
moderators. Every command, done or refused, is in the audit log (adjutant game audit ${game}).

  STATUS                          the whole game: who has sent orders, READY, the queue, the outbox, the next
                                  deadline, reports owed
  EXTEND 24h                      move the next deadline (or the one waiting) later; players are told
  PAUSE / RESUME                  stop all deadlines / start them again; players are told
  RUN NOW                         run the next turn now: the deadline waiting (extended, in grace, failed), else
                                  the next one, brought forward; not again if that turn ran since you sent it
  ANNOUNCE <text>                 mail the text to every player (several ANNOUNCE lines make one mail)
  REPLACE <role> <name> <address> give a seat to a new player: he gets a welcome with a new password, the old
                                  player is told his seat is gone, his waiting orders are dropped
  RESET PASSWORD <role>           a new password for a seat, mailed to its registered address only; its orders
                                  and history stay
  ON BEHALF OF <unit or role> BECAUSE <reason>
    <the orders, one per line>      orders for an absent player, checked as his own, queued as his; he is told
    END                             what, by whom and why; his own later orders replace them
  ADJUST <what> BECAUSE <reason>  correct the position: UNIT <id> MEN|MORALE|SUPPLIES <n>, UNIT <id> POSITION
                                  <square>, STATE <id> TREASURY <n>, CITY <name> OWNER <state>; told only to the
                                  players it concerns; a rollback applies it again
  RESEND <role> [<turn>]          mail a player his reports of the last turn (or of <turn>) again
  ROLLBACK TO <turn>              run <turn> and every turn after it again from their stored orders, after these
                                  edits:
    ORDERS <unit>                   the unit's orders for <turn>, one per line
    ...
    END
                                  every player gets the new reports, marked as corrections
  END GAME                        final reports with the whole truth to every player, then the game is archived
  HISTORY [REBUILD]               publish the game's public history now (REBUILD: draw every page again, e.g.
                                  after a rollback); the robot publishes it after every turn by itself

A <turn> is named as the subject of its reports names it: TURN 3 (the latest turn 3), or in full, e.g.
CAMPAIGN 1, TURN 3 or DEPLOYMENT TURN in a GITM game.

Command line twins: adjutant game status|extend|pause|resume|run-now|announce|replace|reset-password|on-behalf|
adjust|resend|rollback|end|audit|history.
