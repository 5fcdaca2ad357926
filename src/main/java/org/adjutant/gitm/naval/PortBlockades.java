package org.adjutant.gitm.naval;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.movement.Blockades;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;

/**
 * The blockades of a position (docs/rules/naval.md section 12) as the chains of contact and the garrisons of off-map
 * ports read them on the deployment turn (GITM 7.18): a port on the map is shut against the state that holds its city,
 * an off-map port against its holder; a port nobody holds is never blockaded.
 */
public final class PortBlockades implements Blockades {
    private final GitmState state;
    private final SeaChart chart;

    public PortBlockades(GitmState state, SeaChart chart) {
        this.state = state;
        this.chart = chart;
    }

    @Override
    public boolean blockaded(City port) {
        return Blockade.blockaded(state, state.navy(), chart, port.name(), state.city(port).state());
    }

    @Override
    public boolean blockaded(OffMapPort port) {
        return port.holder().filter(h -> Blockade.blockaded(state, state.navy(), chart, port.name(), h)).isPresent();
    }
}
