package org.adjutant.gitm.movement.tactical;

import java.util.Optional;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 9.1: when movement ends, each battle of the phase is brought up to date with who stands there now, for the
 * combat step; a battle whose hostile units no longer stand together is dropped. One opened by a unit that has since
 * gone keeps its sides through the first remaining unit of its attacking side. Then hostile units that came
 * together without a move opening a battle get a standing one, as at the start of the phase.
 */
final class SettleBattles implements TacticalStep {
    private final Board board;
    private final Neighbourhood near;
    private final BattleSides sides;
    private final OpenStandingBattles standing;

    SettleBattles(Board board, Neighbourhood near, BattleSides sides, OpenStandingBattles standing) {
        this.board = board;
        this.near = near;
        this.sides = sides;
        this.standing = standing;
    }

    @Override
    public Order order() {
        return Order.SETTLE_BATTLES;
    }

    @Override
    public void run(PhaseMoves now) {
        for (BattleContact c : board.contacts(now.phase()).all()) {
            Location where = c.location();
            if (!near.battleSquares(c.square()).contains(c.at())) {
                board.closeContact(now.phase(), where);
                continue;
            }
            Optional<UnitId> lead = near.standsAt(c.initiator(), where) ? Optional.of(c.initiator())
                    : c.attackers().stream().filter(id -> near.standsAt(id, where)).findFirst();
            UnitId first = lead.orElseGet(() -> near.fighters(where).get(0).id());
            board.openContact(sides.at(now, where, c.opening(), first));
        }
        standing.run(now);
    }
}
