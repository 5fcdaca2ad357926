package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;

/**
 * The sieges a report notes under a tactical map (GITM 2.7): the sieges on record in the position
 * ({@code CityHolding.besiegedSince}, written by the siege rules at the end of each movement phase, GITM 10.3), never
 * worked out again from where the troops stand now; so a siege whose men changed at the end of the turn is noted as
 * it stands until the next phase end judges it.
 */
final class SiegeNotes {
    private SiegeNotes() {
    }

    /** Names of the besieged cities of {@code square}, in name order. */
    static SortedSet<String> in(GitmState state, StrategicMap map, StrategicSquare square) {
        SortedSet<String> names = new TreeSet<>();
        besieged(state, map, square).forEach(c -> names.add(c.name()));
        return names;
    }

    private static List<City> besieged(GitmState state, StrategicMap map, StrategicSquare square) {
        List<City> besieged = new ArrayList<>();
        if (state.cities().isEmpty()) {
            return besieged;
        }
        for (City onMap : map.square(square).map(SquareInfo::cities).orElse(List.of())) {
            CityHolding h = state.cities().get(onMap.name());
            if (h != null && h.besieged()) {
                besieged.add(onMap);
            }
        }
        besieged.sort(java.util.Comparator.comparing(City::name));
        return besieged;
    }

    /** "Monterrey (J9-V4) has been besieged since campaign 1, turn 6." for a city besieged as recorded. */
    static String note(GitmState state, City city) {
        int since = state.cities().get(city.name()).besiegedSince();
        return city.name() + " (" + city.square() + ") has been besieged since "
                + CampaignCalendar.label(since).inText() + ".";
    }

    /** The notes of a square's besieged cities, in name order. */
    static List<String> notes(GitmState state, StrategicMap map, StrategicSquare square) {
        return besieged(state, map, square).stream().map(c -> note(state, c)).toList();
    }

    /** Every siege on record, for the moderator, in name order. */
    static List<String> all(GitmState state, StrategicMap map) {
        List<String> notes = new ArrayList<>();
        state.cities().forEach((name, h) -> {
            if (h.besieged()) {
                state.city(name, map).ifPresent(c -> notes.add(note(state, c)));
            }
        });
        return notes;
    }
}
