package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * Turn 15 of a campaign has been played (GITM 5.1): the wounded and prisoners have rejoined their units (9.13) and,
 * unless the game ends with it, the next campaign opens with its turn 1 (docs/rules/sow.md 17.3-17.4). Public: every
 * player learns of it.
 *
 * @param campaign the campaign that ended
 * @param last     whether the game ends with it (the scenario's last campaign)
 * @param opening  what the next campaign's turn 1 is besides a campaign turn, in words ("a truce turn", "the
 *                 Mexican reinforcement turn (SoW 4.14)"); empty when it is an ordinary turn or the game ends
 */
public record CampaignEnded(Phase when, int campaign, boolean last, List<String> opening) implements GitmEvent {
    public CampaignEnded {
        opening = List.copyOf(opening);
    }

    @Override
    public String kind() {
        return "campaign-ended";
    }

    @Override
    public String describe() {
        String ended = "Campaign " + campaign + " has ended: the wounded and the exchanged prisoners have rejoined"
                + " their units where there was room for them (GITM 9.13).";
        if (last) {
            return ended;
        }
        return ended + " Campaign " + (campaign + 1) + " begins with turn 1"
                + (opening.isEmpty() ? "." : ", " + String.join(" and ", opening) + ".");
    }

    @Override
    public Visibility visibility() {
        return Visibility.everyone();
    }
}
