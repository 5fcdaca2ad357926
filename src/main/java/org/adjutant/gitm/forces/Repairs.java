package org.adjutant.gitm.forces;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.adjutant.gitm.event.ShipRepaired;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;

/**
 * E1, after the shipyards (SoW 4.8; docs/rules/naval.md section 13.6): damaged warships lying in the harbour of a
 * dockyard port their state holds are repaired in the dockyards the ships on the stocks leave free, one point of hull
 * and one of rigging damage a turn (a peace or truce turn counts as the builds' fifteen turns of work); transport
 * groups, which SoW 4.8 exempts from the dockyards' limit, are mended so in the harbour of any port their state holds.
 *
 * <p>Designed where SoW is silent: the work needs no order (a damaged ship sent into a dockyard harbour is there to
 * be mended); ships on the stocks keep their dockyards, and the damaged ships take the free ones in id order, the
 * rest waiting their turn; a hostile warship lying unopposed in the harbour stops the work as it cancels the builds
 * (SoW 4.10); the work costs nothing beyond the ship's upkeep, which the texts already charge for a ship in port
 * (SoW 5.4), since SoW gives no price for it.
 */
public final class Repairs implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Optional<SeaChart> chart = turn.board().map().sea();
        if (chart.isEmpty()) {
            return;
        }
        Fleet fleet = Fleet.of(turn);
        int work = WarshipBuilds.work(turn.board().start());
        for (SeaPort port : chart.get().ports()) {
            Optional<City> onMap = BuildRules.cityOnMap(turn.board().map(), port.name());
            if (onMap.isEmpty()) {
                continue;
            }
            String holder = turn.board().city(onMap.get()).state();
            if (Shipyards.raider(turn, port.name(), holder).isPresent()) {
                continue;
            }
            Station harbour = new Station.Harbor(port.name());
            List<Ship> damaged = fleet.navy().of(holder).stream().filter(s -> s.station().equals(harbour)
                    && (s.hull() > 0 || s.rigging() > 0)).toList();
            int free = port.dockyards() - fleet.navy().buildingAt(port.name()).size();
            List<Ship> warships = damaged.stream().filter(Ship::isWarship).limit(Math.max(0, free)).toList();
            List<Ship> transports = damaged.stream().filter(s -> !s.isWarship()).toList();
            for (Ship s : Stream.concat(warships.stream(), transports.stream()).toList()) {
                int hull = Math.min(work, s.hull());
                int rigging = Math.min(work, s.rigging());
                Ship mended = s.withDamage(s.hull() - hull, s.rigging() - rigging);
                fleet.put(mended);
                turn.events().add(new ShipRepaired(Phase.END_OF_TURN, s.id(), s.name(), s.state(), port.name(), hull,
                        rigging, mended.hull(), mended.rigging()));
            }
        }
    }
}
