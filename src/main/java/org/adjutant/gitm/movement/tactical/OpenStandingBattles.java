package org.adjutant.gitm.movement.tactical;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 9.1: hostile units standing together with no battle open for them this phase (at its start: those left from
 * an earlier phase, from strategic movement or from before the turn) get a standing one. Its sides are those of the
 * unit that opened a battle there earlier this turn if it is still there, else those of the first unit there in id
 * order.
 */
final class OpenStandingBattles implements TacticalStep {
    private final Board board;
    private final Neighbourhood near;
    private final BattleSides sides;

    OpenStandingBattles(Board board, Neighbourhood near, BattleSides sides) {
        this.board = board;
        this.near = near;
        this.sides = sides;
    }

    @Override
    public Order order() {
        return Order.STANDING_BATTLES;
    }

    @Override
    public void run(PhaseMoves now) {
        for (StrategicSquare square : board.occupiedSquares()) {
            for (TacticalSquare at : near.battleSquares(square)) {
                Location where = new Location(square, at);
                if (board.contactAt(now.phase(), where).isPresent()) {
                    continue;
                }
                UnitId first = board.lastContactAt(where).map(BattleContact::initiator)
                        .filter(id -> near.standsAt(id, where))
                        .orElseGet(() -> near.fighters(where).get(0).id());
                board.openContact(sides.at(now, where, BattleContact.Opening.STANDING, first));
            }
        }
    }
}
