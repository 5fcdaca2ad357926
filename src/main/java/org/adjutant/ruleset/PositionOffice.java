package org.adjutant.ruleset;

import java.util.Set;

/**
 * A moderator's change to an office the game keeps in its position rather than in the seats (GITM's President of
 * Mexico, whom ballots move): the position after the change, and whom it concerns, for the core to store and tell.
 *
 * @param next      the position with the office given or left vacant
 * @param title     the office in the moderator's words, e.g. "the President of Mexico"
 * @param before    the role slots that held the office before
 * @param after     the role slots that hold it now (none when left vacant)
 * @param holder    the new holder in words, e.g. "the leader of Jalisco (JAL), Valentin Gomez Farias", or "nobody"
 * @param concerned the states whose officers hear of it besides the old and new holders
 */
public record PositionOffice(GameState next, String title, Set<String> before, Set<String> after, String holder,
                             Set<String> concerned) {
    public PositionOffice {
        before = Set.copyOf(before);
        after = Set.copyOf(after);
        concerned = Set.copyOf(concerned);
    }
}
