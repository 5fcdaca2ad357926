package org.adjutant.gitm.naval;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;

/**
 * Detection at sea (designed, docs/rules/naval.md section 17; the stored PATE pages say nothing of it): what a state's
 * officers see of other states' ships where the turn leaves them. A ship is in sight when she lies where one of the
 * state's own ships lies (the same harbour, the same coastal waters, the same sea area), or in the harbour or coastal
 * waters of a port whose city the state holds on the land map (its lookouts and the garrison's glasses). She is known
 * only by her rate and her colours, never by her id or name, as in the accounts of an action (section 15.7).
 */
public final class Lookouts {
    private Lookouts() {
    }

    /** A ship of another state in sight, with where she lies. */
    public record Sighted(Ship ship, Station where) {
    }

    /** The other states' ships {@code watcher}'s officers see, in id order. */
    public static List<Sighted> of(GitmState state, StrategicMap map, SeaChart chart, String watcher) {
        Set<Station> watched = new HashSet<>();
        state.navy().of(watcher).forEach(s -> watched.add(s.station()));
        for (SeaPort port : chart.ports()) {
            boolean held = state.city(port.name(), map).map(City::state).filter(watcher::equals).isPresent();
            if (held) {
                watched.add(new Station.Harbor(port.name()));
                watched.add(new Station.Coastal(port.name()));
            }
        }
        List<Sighted> seen = new ArrayList<>();
        for (Ship s : state.navy().ships().values()) {
            if (!s.state().equals(watcher) && watched.contains(s.station())) {
                seen.add(new Sighted(s, s.station()));
            }
        }
        return seen;
    }
}
