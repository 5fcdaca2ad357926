package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.economy.Exchequer;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.BuildCancelled;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.UnitRaised;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.TurnEvent;

/**
 * E1 (SoW 4.2, 4.6, 4.10; docs/rules/sow.md sections 8.9, 8.10, 22): the builds paid for in the Orders phase become
 * units at the end of the turn, before income and upkeep. A build whose city was captured during the turn, or is not
 * the builder's at its end, is cancelled: the money is lost with the city, the men go home. Each new unit stands on
 * the city's tactical square if it has room (GITM 2.5), else on the nearest square of the same strategic square that
 * is passable, has room and holds no unit hostile or neutral to the builder; with none, it is not formed and its money
 * and men are given back.
 */
public final class BuildsCompleted implements TurnStep {
    /** Initiative of new units by type (the 1846 scenario's values; docs/rules/sow.md section 8.9). */
    static int initiative(UnitType type) {
        return switch (type) {
            case LC, MC, NC, HA, LA -> 2;
            case SA -> 5;
            default -> 4;
        };
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        UnitNumbering.watch(turn);
        PendingBuilds pending = PendingBuilds.of(turn);
        if (pending.builds().isEmpty()) {
            return;
        }
        Board board = turn.board();
        for (PendingBuilds.Build b : pending.builds()) {
            City now = board.city(b.city());
            // a rising took the city itself in the Orders phase: only losing it again afterwards undoes it
            boolean captured = !now.state().equals(b.state())
                    || !b.rising() && capturedThisTurn(turn, b.city().name());
            int menEach = b.order().men();
            if (captured) {
                giveMenBack(turn, b, b.order().count() * menEach);
                turn.events().add(new BuildCancelled(Phase.END_OF_TURN, b.state(), b.order().normalForm(),
                        b.city().name(), BuildCancelled.Reason.CITY_CAPTURED, b.order().count(), 0,
                        b.order().count() * menEach));
                continue;
            }
            int unformed = 0;
            for (int i = 0; i < b.order().count(); i++) {
                Unit u = newUnit(turn, b);
                Optional<Location> place = place(board, pending, u, b.city());
                if (place.isEmpty()) {
                    unformed++;
                    continue;
                }
                Unit placed = u.withLocation(place.get());
                pending.formed(placed);
                turn.supplyLedger().add(SupplyLedger.Flow.ISSUED, placed.supplies());
                turn.events().add(new UnitRaised(Phase.END_OF_TURN, placed.id().toString(), placed.name(),
                        b.state(), b.city().name(), place.get().strategic(), place.get().tactical(), placed.men(),
                        placed.batteries(), b.unitCost(), placed.commander(), placed.deputy()));
            }
            if (unformed > 0) {
                int refund = unformed * b.unitCost();
                Exchequer.of(turn).credit(b.state(), LedgerLine.Kind.BUILD_REFUNDS, b.order().normalForm() + ": "
                        + unformed + " not formed, no room", refund);
                giveMenBack(turn, b, unformed * menEach);
                turn.events().add(new BuildCancelled(Phase.END_OF_TURN, b.state(), b.order().normalForm(),
                        b.city().name(), BuildCancelled.Reason.NO_ROOM, unformed, refund, unformed * menEach));
            }
        }
    }

    /** Whether the city changed hands during this turn (SoW 4.10 cancels the builds there). */
    static boolean capturedThisTurn(TurnContext turn, String city) {
        for (TurnEvent e : turn.events()) {
            if (e instanceof CityCaptured c && c.city().equals(city)) {
                return true;
            }
        }
        return false;
    }

    /** Section 8.10: the men go back at once, to the state's pool or the city's militia pool. */
    private static void giveMenBack(TurnContext turn, PendingBuilds.Build b, int men) {
        if (BuildRules.type(b.order()) == UnitType.MI) {
            ManpowerBook.giveMilitia(turn.board(), b.city(), men);
        } else {
            ManpowerBook.of(turn).give(b.state(), men);
        }
    }

    /**
     * Section 8.9: the next id of its nation and type (never one issued before), the builder's recruit quality for its
     * arm, ratings of an untried unit, at the city for now.
     */
    private static Unit newUnit(TurnContext turn, PendingBuilds.Build b) {
        UnitType type = BuildRules.type(b.order());
        Polity p = turn.board().start().state(b.state()).orElseThrow();
        UnitId id = new UnitId(p.nation(),
                UnitNumbering.next(turn.board().start(), PendingBuilds.of(turn).formed(), p, type), type);
        String commander = b.order().commander().isEmpty() ? p.minister() : b.order().commander();
        String deputy = b.order().deputy().isEmpty() ? p.minister() : b.order().deputy();
        Unit.Builder u = Unit.builder(id, b.state())
                .name(type == UnitType.MI ? b.city().name() + " militia" : id.describe())
                .men(b.order().men()).batteries(b.order().batteries()).quality(p.recruits().of(type.arm()))
                .experience(0).morale(Unit.START_MORALE).fatigue(0).initiative(initiative(type))
                .supplies(1).ammunition(Unit.MAX_AMMUNITION)
                .location(new Location(b.city().square(), b.city().tactical()))
                .commander(commander).deputy(deputy)
                .supplySource(b.city().name()).communications(b.city().name());
        if (type == UnitType.MI) {
            u.homeCity(b.city().name());
        }
        return u.build();
    }

    /** The city's tactical square, else the nearest with room: rings outwards, each by row then column. */
    private static Optional<Location> place(Board board, PendingBuilds pending, Unit u, City city) {
        StrategicSquare square = city.square();
        TacticalMap tactical = board.tacticalMap(square);
        TacticalSquare centre = city.tactical();
        if (room(board, pending, u, square, centre, false)) {
            return Optional.of(new Location(square, centre));
        }
        for (int d = 1; d < TacticalSquare.SIZE; d++) {
            for (int row = centre.row() - d; row <= centre.row() + d; row++) {
                for (int col = centre.col() - d; col <= centre.col() + d; col++) {
                    if (Math.max(Math.abs(col - centre.col()), Math.abs(row - centre.row())) != d
                            || !TacticalSquare.onMap(col, row)) {
                        continue;
                    }
                    TacticalSquare t = new TacticalSquare(col, row);
                    if (tactical.isPassable(t) && room(board, pending, u, square, t, true)) {
                        return Optional.of(new Location(square, t));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean room(Board board, PendingBuilds pending, Unit u, StrategicSquare square,
                                TacticalSquare t, boolean onlyFriends) {
        int all = 0;
        int allied = 0;
        List<Unit> there = new ArrayList<>();
        for (Unit other : board.unitsIn(square)) {
            if (other.location().tactical().equals(t)) {
                there.add(other);
            }
        }
        for (Unit other : pending.formed()) {
            if (other.location().strategic().equals(square) && other.location().tactical().equals(t)) {
                there.add(other);
            }
        }
        for (Unit other : there) {
            Relation r = board.start().relation(u.state(), other.state());
            if (onlyFriends && r != Relation.ALLIED) {
                return false;
            }
            all++;
            if (r == Relation.ALLIED) {
                allied++;
            }
        }
        return all < StackingRules.MAX_TACTICAL && allied < StackingRules.MAX_ALLIED;
    }
}
