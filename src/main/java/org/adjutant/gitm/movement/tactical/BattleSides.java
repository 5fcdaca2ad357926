package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * The battle at a place as it stands now. Sides follow the unit that began it (GITM 8.3, GITM-MD battlesides.html):
 * units allied to it attack, units hostile to it defend, units neutral to it take no side; shattered units are left
 * out. The arrivals are the phase's latest steps of the units on either side, in the order taken (GITM 9.4).
 */
final class BattleSides {
    private final Board board;
    private final Neighbourhood near;

    BattleSides(Board board, Neighbourhood near) {
        this.board = board;
        this.near = near;
    }

    BattleContact at(PhaseMoves now, Location where, BattleContact.Opening opening, UnitId first) {
        Unit lead = board.unit(first);
        List<UnitId> attackers = new ArrayList<>();
        List<UnitId> defenders = new ArrayList<>();
        for (Unit o : near.fighters(where)) {
            if (board.allied(lead, o)) {
                attackers.add(o.id());
            } else if (board.relation(lead, o) == Relation.HOSTILE) {
                defenders.add(o.id());
            }
        }
        // a phase's arrivals grow with the army; the battle's units are few: look them up, not through
        Set<UnitId> fighting = new HashSet<>(attackers);
        fighting.addAll(defenders);
        List<BattleContact.Arrival> in = new ArrayList<>();
        for (BattleContact.Arrival a : now.arrivals()) {
            if (fighting.contains(a.unit())) {
                in.add(a);
            }
        }
        return new BattleContact(now.phase(), where.strategic(), where.tactical(), opening, first, attackers,
                defenders, in);
    }
}
