package org.adjutant.gitm.naval;

import java.util.Optional;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;

/**
 * Designed (docs/rules/naval.md section 12; GITM 7.18, 10.6 and SoW-2018 2.2 name blockades without saying what makes
 * one): a port is blockaded against its holder when a warship of a state hostile to the holder lies in its harbour or
 * coastal waters and no warship of the holder or of its allies lies there to contest them. Transport groups blockade
 * nothing, and a warship anywhere else (a sea area) does not shut the port; she raids its commerce instead (GITM 10.6).
 */
public final class Blockade {
    private Blockade() {
    }

    /** Whether the port (a port's or a served city's name) is blockaded against {@code holder}. */
    public static boolean blockaded(GitmState state, Navy navy, SeaChart chart, String portOrCity, String holder) {
        Optional<String> port = portOf(chart, portOrCity);
        if (port.isEmpty() || holder.isEmpty() || state.state(holder).isEmpty()) {
            return false;
        }
        boolean enemy = false;
        boolean friend = false;
        for (Ship s : navy.ships().values()) {
            if (!s.isWarship() || !s.station().port().map(port.get()::equals).orElse(false)
                    || state.state(s.state()).isEmpty()) {
                continue;
            }
            Relation r = s.state().equals(holder) ? Relation.ALLIED : state.relation(holder, s.state());
            enemy |= r == Relation.HOSTILE;
            friend |= r == Relation.ALLIED;
        }
        return enemy && !friend;
    }

    /** The port whose waters serve a city (its own port, or the port it lies in the waters of), ignoring case. */
    public static Optional<String> portOf(SeaChart chart, String portOrCity) {
        return chart.ports().stream().filter(p -> p.serves(portOrCity)).map(SeaPort::name).findFirst();
    }
}
