package org.adjutant.ruleset;

/**
 * The robot ended the game after its last turn (a moderator's END GAME, the game file's last turn, or the ruleset
 * saying it is over): added to that turn's events when its whole truth is drawn again for everyone, so a ruleset can
 * give its closing report (docs/reports.md) whatever ended the game. Never stored with the turn.
 *
 * @param why how the game ended, as the closing notice says it, e.g. "by a moderator's decision"
 */
public record GameClosed(String why) implements TurnEvent {
    public GameClosed {
        why = why == null ? "" : why.strip();
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
