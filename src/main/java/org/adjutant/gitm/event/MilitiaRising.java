package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A rising of militia in an own city a hostile state holds, rolled in the Orders phase (SoW 4.3 and the militia pages;
 * docs/rules/sow.md sections 9, 19.2). The raiser's officers, the holder's officers and the units in the city's square
 * learn that it rose and whether it took the city. The garrison and the roll are kept for the moderator (the turn's
 * dice log carries them too); the sentence leaves them out, so the raiser learns no more of the enemy's strength than
 * the outcome tells.
 *
 * @param garrison  the men hostile to the raiser in the city's square, same-nation militia at half
 * @param succeedsOn the highest roll of a d8000 that succeeds ({@code 8000 - garrison}, not below 0)
 * @param men       the militia that form at the end of the turn if it succeeds
 * @param cost      what the raiser paid, success or not
 */
public record MilitiaRising(Phase when, String city, String state, String holder, int garrison, int succeedsOn,
                            int roll, boolean success, int men, int cost, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "militia-rising";
    }

    @Override
    public String describe() {
        if (success) {
            return String.format(Locale.ROOT, "The militia of %s rose for %s against %s and took the city; %,d men"
                    + " form at the end of the turn (%,d Cr, SoW 4.3).", city, state, holder, men, cost);
        }
        return String.format(Locale.ROOT, "A rising of the militia of %s for %s against %s was put down (%,d Cr"
                + " spent, SoW 4.3).", city, state, holder, cost);
    }
}
