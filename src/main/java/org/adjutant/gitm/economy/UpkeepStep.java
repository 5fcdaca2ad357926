package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.RefusedToMarch;
import org.adjutant.gitm.event.UnpaidCrews;
import org.adjutant.gitm.event.UnpaidTroops;
import org.adjutant.gitm.event.UpkeepUnpaid;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.readiness.Inactivations;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * E5 (docs/rules/sow.md sections 5, 6, 22): every unit on the board at the end of the turn is charged its upkeep
 * (SoW 5.1-5.3), and every ship hers (SoW 5.4; docs/rules/naval.md section 4), every turn from 1 on. A state whose treasury cannot meet the bill pays what it has, ends at 0, and
 * the shortfall {@code S} of the bill {@code B} falls on every unit owed more than nothing: each loses
 * {@code rhu(10 S / B)} morale and, unless it is a headquarters, {@code rhu(5% x a x men x S / B)} men, who go home,
 * {@code a} being the turns in a row the state has gone short, at most 3 (its arrears). From the second turn in a row,
 * when at least half the bill went unpaid, the troops owed pay refuse to march: every such unit but a headquarters
 * goes into quarters where GITM 11.2 lets it, and the state may not order units out of quarters until a turn's bill
 * is paid in full. Runs after the drift of morale, so the loss stands until next turn.
 */
public final class UpkeepStep implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (!Turns.hasIncomeAndUpkeep(start)) {
            return;
        }
        boolean peace = Turns.isPeaceTurn(start);
        Exchequer exchequer = Exchequer.of(turn);
        Map<String, List<Owed>> bills = new TreeMap<>();
        Map<String, List<ShipOwed>> shipBills = new TreeMap<>();
        exchequer.states().forEach(s -> {
            bills.put(s, new ArrayList<>());
            shipBills.put(s, new ArrayList<>());
        });
        Fleet fleet = Fleet.of(turn);
        for (Ship ship : fleet.navy().ships().values()) {
            List<ShipOwed> bill = shipBills.get(ship.state());
            if (bill != null) {
                bill.add(new ShipOwed(ship, Upkeep.ship(ship, peace)));
            }
        }
        for (Unit u : turn.board().units()) {
            Upkeep.Rate rate = Upkeep.rate(u, peace);
            Upkeep.Charge charge = Upkeep.charge(u.type(), u.men(), u.batteries(), rate);
            List<Owed> bill = bills.get(u.state());
            if (bill != null) {
                bill.add(new Owed(u, rate, charge));
            }
        }
        bills.forEach((state, owed) -> charge(turn, exchequer, fleet, state, owed, shipBills.get(state)));
    }

    private static void charge(TurnContext turn, Exchequer exchequer, Fleet fleet, String state, List<Owed> owed,
                               List<ShipOwed> ships) {
        int bill = owed.stream().mapToInt(o -> o.charge.amount()).sum()
                + ships.stream().mapToInt(o -> o.charge.amount()).sum();
        int available = exchequer.balance(state);
        int shortfall = Math.max(0, bill - available);
        if (shortfall > 0) {
            exchequer.credit(state, LedgerLine.Kind.UNPAID, "the treasury held " + available
                    + " Cr against a bill of " + bill, shortfall);
        }
        for (Owed o : owed) {
            exchequer.debit(state, LedgerLine.Kind.UPKEEP, o.label(), o.charge.amount());
        }
        for (ShipOwed o : ships) {
            exchequer.debit(state, LedgerLine.Kind.UPKEEP, o.label(), o.charge.amount());
        }
        exchequer.arrearsAfterUpkeep(state, shortfall == 0);
        if (shortfall == 0) {
            return;
        }
        int arrears = exchequer.arrears(state);
        turn.events().add(new UpkeepUnpaid(Phase.END_OF_TURN, state, bill, available, shortfall));
        boolean mutiny = arrears >= Sinews.MUTINY_AFTER && 2L * shortfall >= bill;
        for (Owed o : owed) {
            if (o.charge.amount() > 0) {
                unpaid(turn, state, o.unit, bill, shortfall, arrears);
                if (mutiny && !o.unit.type().isHeadquarters()) {
                    refuseToMarch(turn, state, o.unit, arrears);
                }
            }
        }
        for (ShipOwed o : ships) {
            if (o.charge.amount() > 0 && o.ship.crew() + o.ship.marines() > 0) {
                unpaidCrew(turn, fleet, state, o.ship, bill, shortfall, arrears);
            }
        }
    }

    /**
     * docs/rules/naval.md section 4: an unpaid ship's seamen and Marines run as unpaid soldiers go home, in proportion
     * to the share of the bill unpaid and more so with each turn short; a ship has no morale to lose. A transport group
     * with nobody of the state's aboard (its chartered crews are the owners') loses nobody.
     */
    private static void unpaidCrew(TurnContext turn, Fleet fleet, String state, Ship ship, int bill, int shortfall,
                                   int arrears) {
        int times = Math.min(arrears, Sinews.ARREARS_DESERTION_CAP);
        int crew = runaways(ship.crew(), times, bill, shortfall);
        int marines = runaways(ship.marines(), times, bill, shortfall);
        fleet.put(ship.withMen(ship.crew() - crew, ship.marines() - marines));
        turn.events().add(new UnpaidCrews(Phase.END_OF_TURN, ship.id(), crew, marines,
                new Visibility(Officers.of(state).observers())));
    }

    private static int runaways(int men, int times, int bill, int shortfall) {
        return Math.min(men, (int) Sinews.roundHalfUp((long) men * Sinews.UNPAID_DESERTION_PER_MILLE * times * shortfall,
                1000L * bill));
    }

    /** Section 6: morale and men lost in proportion to the share of the bill unpaid, men more so with each turn short. */
    private static void unpaid(TurnContext turn, String state, Unit u, int bill, int shortfall, int arrears) {
        int morale = (int) Sinews.roundHalfUp((long) Sinews.UNPAID_MORALE * shortfall, bill);
        int times = Math.min(arrears, Sinews.ARREARS_DESERTION_CAP);
        int deserters = u.type().isHeadquarters() ? 0 : (int) Sinews.roundHalfUp(
                (long) u.men() * Sinews.UNPAID_DESERTION_PER_MILLE * times * shortfall, 1000L * bill);
        Unit now = turn.board().unit(u.id());
        turn.board().put(now.withMen(Math.max(0, now.men() - deserters)).adjustMorale(-morale));
        turn.events().add(new UnpaidTroops(Phase.END_OF_TURN, u.id(), deserters, morale, seenBy(state, u)));
    }

    /**
     * Section 6: an active unit owed pay goes into quarters where GITM 11.2 lets it (no enemy or neutral troops in its
     * square, room for one more inactive unit); otherwise it stays in the line. Either way its state hears of it.
     */
    private static void refuseToMarch(TurnContext turn, String state, Unit u, int arrears) {
        Unit now = turn.board().unit(u.id());
        if (now.readiness() != Readiness.ACTIVE) {
            return;
        }
        java.util.Optional<String> kept = Inactivations.refusal(turn.board(), now);
        if (kept.isEmpty()) {
            turn.board().put(now.withReadiness(Readiness.INACTIVE));
        }
        turn.events().add(new RefusedToMarch(Phase.END_OF_TURN, u.id(), now.location().strategic(), arrears, kept,
                seenBy(state, u)));
    }

    private static Visibility seenBy(String state, Unit u) {
        java.util.Set<String> seen = new java.util.TreeSet<>(Officers.of(state).observers());
        seen.add(u.id().toString());
        return new Visibility(seen);
    }

    private record ShipOwed(Ship ship, Upkeep.Charge charge) {
        String label() {
            return ship.id() + " " + ship.name() + ", " + charge.basis();
        }
    }

    private record Owed(Unit unit, Upkeep.Rate rate, Upkeep.Charge charge) {
        String label() {
            return unit.id() + " " + rate.words() + ", " + charge.basis();
        }
    }
}
