package org.adjutant.ruleset;

/**
 * The robot ended the game after its last turn (a moderator's END GAME, the game file's last turn, or the ruleset
 * saying it is over): added to that turn's events when its whole truth is drawn again for everyone, so a ruleset can
 * give its closing report (docs/reports.md) whatever ended the game. Never stored with the turn.
 *
 * @param why     how the game ended, as the closing notice says it, e.g. "by a moderator's decision"
 * @param verdict who won, when the players settled it themselves (a draw or a concession agreed by vote), in a
 *                sentence for the final report, e.g. "Victor: United States, on the concession of Mexico."; empty
 *                when the game's own rules are to say it
 */
public record GameClosed(String why, String verdict) implements TurnEvent {
    public GameClosed {
        why = why == null ? "" : why.strip();
        verdict = verdict == null ? "" : verdict.strip();
    }

    /** Closed without a verdict of the players': the rules say who won, if anyone. */
    public GameClosed(String why) {
        this(why, "");
    }

    @Override
    public String phase() {
        return "End of the game";
    }

    @Override
    public String kind() {
        return "game-closed";
    }

    @Override
    public String describe() {
        return "The game has ended" + (why.isEmpty() ? "" : " " + why) + ".";
    }

    @Override
    public Visibility visibility() {
        return Visibility.everyone();
    }
}
