package org.adjutant.gitm.forces;

import org.adjutant.gitm.event.BuildCancelled;
import org.adjutant.gitm.event.NavalBuildCancelled;
import org.adjutant.gitm.event.TransportGroupRaised;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Polity;

/**
 * E1, after the land builds (SoW 4.4, 4.9, 4.10; docs/rules/naval.md section 13): the transport groups paid for in
 * the Orders phase lie in their port's harbour at the end of the turn, with that port as their base, 24 stores aboard
 * and no seamen counted against their room. A build whose port was captured during the turn, or is not the builder's
 * at its end, is cancelled and its money lost with the port, as a land build's is; so is one whose harbour a hostile
 * warship holds at the end of the turn (SoW 4.10, {@link Shipyards#raider}).
 */
public final class TransportsFitted implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        TransportRaising.Pending pending = TransportRaising.Pending.of(turn);
        for (TransportRaising.Pending.Build b : pending.builds()) {
            City onMap = BuildRules.cityOnMap(turn.board().map(), b.port()).orElseThrow();
            City now = turn.board().city(onMap);
            if (!now.state().equals(b.state()) || BuildsCompleted.capturedThisTurn(turn, onMap.name())) {
                turn.events().add(new BuildCancelled(Phase.END_OF_TURN, b.state(), b.order().normalForm(),
                        b.port(), BuildCancelled.Reason.CITY_CAPTURED, 1, 0, 0));
                continue;
            }
            java.util.Optional<String> raider = Shipyards.raider(turn, b.port(), b.state());
            if (raider.isPresent()) {
                turn.events().add(new NavalBuildCancelled(Phase.END_OF_TURN, b.state(), b.order().normalForm(),
                        b.port(), NavalBuildCancelled.Reason.HOSTILE_WARSHIP, raider.get(), b.cost(), 0));
                continue;
            }
            Polity p = turn.board().start().state(b.state()).orElseThrow();
            Fleet fleet = Fleet.of(turn);
            ShipId id = new ShipId(p.nation(), fleet.navy().nextNumber(p.nation(), ShipType.TR), ShipType.TR);
            Ship group = new Ship(id, b.port() + " transports", b.state(), 0, 0, 0, 0, 0, Ship.NEW_STORES,
                    b.order().capacity(), 0, new Station.Harbor(b.port()), b.port());
            fleet.put(group);
            turn.events().add(new TransportGroupRaised(Phase.END_OF_TURN, id, group.name(), b.state(), b.port(),
                    group.capacity(), group.stores(), b.cost()));
        }
    }
}
