package org.adjutant.gitm.combat;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;

/**
 * Siege lines (docs/rules/gitm-9-combat.md, section 26.10; designed): besiegers who have stood round a town since an
 * earlier turn have dug trenches, parallels and batteries, and under shellfire they are sheltered as on ground of the
 * highest rating. The siege is the one the siege rules recorded (GITM 10.3, docs/rules/gitm-10-supply.md section 5.2),
 * so the turn of the investment, when the lines are still being dug, gives no shelter; nor does a square the unit
 * came to this turn.
 */
final class SiegeLines {
    private SiegeLines() {
    }

    /**
     * Whether the unit is in siege lines: it stands next to a city whose holder is hostile to it and which has been
     * besieged since before this turn, and it stood on the same square when the turn began.
     */
    static boolean dugIn(Board board, Unit unit) {
        if (!board.start().isCampaignTurn()) {
            return false;
        }
        Location at = unit.location();
        int now = CampaignCalendar.absolute(board.start().campaign(), board.start().turn());
        boolean beside = board.square(at.strategic()).map(info -> info.cities().stream().anyMatch(c -> {
            int since = board.holding(c).besiegedSince();
            return since > 0 && since < now && c.tactical().distanceTo(at.tactical()) == 1
                    && hostile(board, board.city(c), unit);
        })).orElse(false);
        return beside && board.start().unit(unit.id()).map(u -> u.location().equals(at)).orElse(false);
    }

    private static boolean hostile(Board board, City city, Unit unit) {
        return board.start().states().containsKey(city.state())
                && board.start().relation(city.state(), unit.state()) == Relation.HOSTILE;
    }

    /** The share of the shells a unit still takes on ground of {@code rating}, its siege lines counted. */
    static double shellsTaken(Board board, Unit unit, int rating, CombatTuning t) {
        double ground = Cover.taken(rating, t);
        return dugIn(board, unit) ? Math.min(ground, Cover.taken(Cover.FULL_RATING, t)) : ground;
    }
}
