package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.render.CityLegend;
import org.adjutant.gitm.render.FlagKey;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A turn's strategic pictures are drawn once per window and symbols and handed to every player who would see the
 * same picture (the labels naming his own units are in the text only); whatever changes the picture draws it anew.
 */
class StrategicPictureSharingTest {
    private static final StrategicMap MAP = ReportScenario.map(ReportScenario.after(b -> b));
    private static final StrategicSquare HERE = ReportScenario.CENTRE;
    private static final CityLegend LEGEND = new CityLegend(c -> c, Set.of("US"));

    private final Map<String, byte[]> turn = new ConcurrentHashMap<>();
    private final AtomicInteger drawn = new AtomicInteger();
    private final BiFunction<String, Supplier<byte[]>, byte[]> pictures = (key, draw) ->
            turn.computeIfAbsent(key, k -> {
                drawn.incrementAndGet();
                return draw.get();
            });

    private PositionMaps.Drawn draw(StrategicSquare centre, Map<StrategicSquare, List<Marker>> markers,
                                    FlagKey flags) {
        return new PositionMaps().draw(MAP, List.of(centre), 5, markers, flags, LEGEND, pictures);
    }

    private static Map<StrategicSquare, List<Marker>> flag(String label) {
        return Map.of(HERE, List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, label)));
    }

    @Test
    @DisplayName("GITM 4.1 two generals of one side in one square share one picture; the text names his own units")
    void sameWindowAndSymbolsShareOnePicture() {
        PositionMaps.Drawn worth = draw(HERE, flag("US2LC US3IN"), FlagKey.SIDES);
        PositionMaps.Drawn taylor = draw(HERE, flag("US1IN"), FlagKey.SIDES);

        assertThat(drawn).hasValue(1);
        assertThat(taylor.png()).isSameAs(worth.png());
        byte[] alone = new PositionMaps().draw(MAP, List.of(HERE), 5, flag("US1IN"), FlagKey.SIDES, LEGEND).png();
        assertThat(taylor.png()).isEqualTo(alone);
        assertThat(taylor.text()).contains("US1IN").doesNotContain("US3IN");
        assertThat(worth.text()).contains("US3IN");
    }

    @Test
    @DisplayName("GITM 4.1 another window, other symbols or another flag key is drawn anew")
    void anythingDrawnDifferentlyIsDrawnAgain() {
        byte[] first = draw(HERE, flag("US1IN"), FlagKey.SIDES).png();
        byte[] hostile = draw(HERE, Map.of(HERE, List.of(new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "US1IN"))),
                FlagKey.SIDES).png();
        byte[] tent = draw(HERE, Map.of(HERE, List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.TENT, "US1IN"))),
                FlagKey.SIDES).png();
        byte[] nations = draw(HERE, flag("US1IN"), FlagKey.NATIONS).png();
        StrategicSquare east = new StrategicSquare(HERE.col() + 1, HERE.row());
        byte[] moved = draw(east, Map.of(east, flag("US1IN").get(HERE)), FlagKey.SIDES).png();

        assertThat(drawn).hasValue(5);
        for (byte[] other : List.of(hostile, tent, nations, moved)) {
            assertThat(other).isNotEqualTo(first);
        }
    }
}
