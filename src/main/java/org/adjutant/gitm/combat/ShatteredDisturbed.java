package org.adjutant.gitm.combat;

import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 12.4 (section 19.5): after a phase's movement, a shattered unit whose square now holds an active enemy combat
 * unit flees again along its line of contact (no further loss, one more turn to reform), or is destroyed with no
 * refuge in reach.
 */
final class ShatteredDisturbed {
    private ShatteredDisturbed() {
    }

    static void run(Field f) {
        for (Unit u : java.util.List.copyOf(f.board().units())) {
            if (u.readiness() == Readiness.SHATTERED && f.board().has(u.id()) && enemyCame(f, u)) {
                Shattering.driveOn(f, u.id());
            }
        }
        f.settleLosses();
    }

    private static boolean enemyCame(Field f, Unit u) {
        for (Unit o : f.board().unitsIn(u.location().strategic())) {
            if (o.isActive() && o.type().isCombatUnit() && f.board().relation(u, o) == Relation.HOSTILE) {
                return true;
            }
        }
        return false;
    }
}
