package org.adjutant.gitm.forces;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.NavalBuildCancelled;
import org.adjutant.gitm.event.WarshipLaidDown;
import org.adjutant.gitm.event.WarshipLaunched;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Keel;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;

/**
 * E1, after the transport groups are fitted out (SoW 4.4, 4.8, 4.9, 4.10; docs/rules/naval.md sections 13.4, 13.5):
 * the warships on the stocks are brought on by the turn's work and launched when done, and the warships paid for in
 * this turn's Orders phase are laid down. A build is lost, its money with it and its men sent home, when its port was
 * captured during the turn or is not the builder's at its end, or when a hostile warship ends the turn in the port's
 * harbour with no ship there to oppose her (SoW 4.10).
 */
public final class Shipyards implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Fleet fleet = Fleet.of(turn);
        List<WarshipRaising.Pending.Build> laid = WarshipRaising.Pending.of(turn).builds();
        if (fleet.navy().building().isEmpty() && laid.isEmpty()) {
            return;
        }
        int work = WarshipBuilds.work(turn.board().start());
        for (Keel k : List.copyOf(fleet.navy().building().values())) {
            String what = k.id() + " " + k.name() + ", a " + k.type().words() + " on the stocks";
            if (lost(turn, k.state(), what, k.port(), k.cost(), k.crew() + k.marines())) {
                fleet.removeKeel(k.id());
                continue;
            }
            bringOn(turn, fleet, k.worked(work));
        }
        for (WarshipRaising.Pending.Build b : laid) {
            WarshipBuilds.Design d = WarshipBuilds.design(b.order().type());
            if (lost(turn, b.state(), b.order().normalForm(), b.port(), d.cost(), d.men())) {
                continue;
            }
            Polity p = turn.board().start().state(b.state()).orElseThrow();
            ShipId id = new ShipId(p.nation(), fleet.navy().nextNumber(p.nation(), b.order().type()),
                    b.order().type());
            Keel k = new Keel(id, b.order().name(), b.state(), b.port(), d.turns(), d.cost(), d.crew(), d.marines())
                    .worked(work);
            turn.events().add(new WarshipLaidDown(Phase.END_OF_TURN, id, k.name(), k.state(), k.port(), k.cost(),
                    k.turnsLeft(), k.crew(), k.marines()));
            bringOn(turn, fleet, k);
        }
    }

    /** Keeps her on the stocks, or launches her when no building is left. */
    private static void bringOn(TurnContext turn, Fleet fleet, Keel k) {
        if (k.turnsLeft() > 0) {
            fleet.putKeel(k);
            return;
        }
        Ship ship = k.launched(WarshipBuilds.design(k.type()).guns());
        fleet.launch(k.id(), ship);
        turn.events().add(new WarshipLaunched(Phase.END_OF_TURN, ship.id(), ship.name(), ship.state(), k.port(),
                ship.guns(), ship.crew(), ship.marines(), ship.stores()));
    }

    /** SoW 4.10: whether the build is lost at the end of this turn; if so, says so and sends its men home. */
    private static boolean lost(TurnContext turn, String state, String what, String port, int cost, int men) {
        City onMap = BuildRules.cityOnMap(turn.board().map(), port).orElseThrow();
        NavalBuildCancelled.Reason reason = null;
        String by = "";
        if (!turn.board().city(onMap).state().equals(state) || BuildsCompleted.capturedThisTurn(turn, onMap.name())) {
            reason = NavalBuildCancelled.Reason.PORT_CAPTURED;
        } else {
            Optional<String> raider = raider(turn, port, state);
            if (raider.isPresent()) {
                reason = NavalBuildCancelled.Reason.HOSTILE_WARSHIP;
                by = raider.get();
            }
        }
        if (reason == null) {
            return false;
        }
        if (men > 0) {
            ManpowerBook.of(turn).give(state, men);
        }
        turn.events().add(new NavalBuildCancelled(Phase.END_OF_TURN, state, what, port, reason, by, cost, men));
        return true;
    }

    /**
     * SoW 4.10's second case: a warship of a state hostile to the builder that ends the turn in the port's harbour,
     * with no warship hostile to her there to oppose her, described as the builder sees her ("a frigate of the United
     * States"). The port's own guns oppose her in the turn's action, when she sails in past them; one still in the
     * harbour at the end of the turn has come through them (docs/rules/naval.md section 13.5).
     */
    static Optional<String> raider(TurnContext turn, String port, String builder) {
        GitmState start = turn.board().start();
        Station harbour = new Station.Harbor(port);
        List<Ship> there = Fleet.of(turn).navy().ships().values().stream()
                .filter(s -> s.isWarship() && s.station().equals(harbour) && start.state(s.state()).isPresent())
                .toList();
        for (Ship r : there) {
            if (start.relation(builder, r.state()) != Relation.HOSTILE) {
                continue;
            }
            boolean opposed = there.stream().anyMatch(s -> start.relation(r.state(), s.state()) == Relation.HOSTILE);
            if (!opposed) {
                return Optional.of("a " + r.type().words() + " of " + start.state(r.state()).orElseThrow().name());
            }
        }
        return Optional.empty();
    }
}
