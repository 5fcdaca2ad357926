package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.naval.Keel;
import org.adjutant.gitm.naval.Lookouts;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.politics.StateOffices;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.ruleset.Recipient;

/**
 * The ships of the states a player is an officer of, for his position report (docs/reports.md, docs/rules/naval.md):
 * each with where she lies, her men, stores and, for a transport group, its room and cargo; and the sea charts they
 * lie on, drawn as text ({@link SeaChartLines}) and as pictures ({@link SeaChartPictures}). Fog of war: his own
 * states' ships by id; other states' ships only where his ships or ports see them ({@link Lookouts}), by rate and
 * colours, and in the list alone (the pictures draw his own ships).
 */
final class ShipsSection {
    private ShipsSection() {
    }

    /** The sections of the model and the charts' pictures by content id, in the order the mail shows them. */
    record Built(List<Map<String, Object>> sections, Map<String, byte[]> images) {
    }

    /**
     * One entry a state he serves that has ships: {state, name, ships [..], charts [{title, areas [..], cid}]} with
     * a line each ship, and the picture of each chart under its {@code cid}.
     */
    static Built of(GitmState state, StrategicMap map, Recipient r) {
        Optional<SeaChart> chart = map.sea();
        List<Map<String, Object>> sections = new ArrayList<>();
        Map<String, byte[]> images = new LinkedHashMap<>();
        for (String served : StateOffices.served(r.offices())) {
            List<Ship> ships = state.navy().of(served);
            List<Keel> building = state.navy().buildingFor(served);
            Optional<Polity> polity = state.state(served);
            List<String> sighted = chart.map(c -> Lookouts.of(state, map, c, served).stream()
                    .map(s -> sighted(state, c, s)).toList()).orElse(List.of());
            if (ships.isEmpty() && building.isEmpty() && sighted.isEmpty() || polity.isEmpty()) {
                continue;
            }
            List<String> lines = new ArrayList<>();
            ships.forEach(s -> lines.add(line(s, chart)));
            building.forEach(k -> lines.add(line(k)));
            Map<String, Object> section = new LinkedHashMap<>();
            section.put("state", served);
            section.put("name", polity.get().name());
            section.put("ships", lines);
            section.put("sighted", sighted);
            // the charts his ships sail on, drawn as text at the scale of sea areas and as pictures (docs/reports.md)
            List<SeaChartLines.Drawn> texts = chart.map(c -> SeaChartLines.of(c, ships)).orElse(List.of());
            List<SeaChartPictures.Drawn> pictures = chart.map(c -> SeaChartPictures.of(state, map, c, served,
                    polity.get().name())).orElse(List.of());
            Map<String, SeaChartPictures.Drawn> byTitle = new LinkedHashMap<>();
            pictures.forEach(p -> byTitle.put(chart.get().charts().get(p.chartCode()), p));
            List<Map<String, Object>> charts = new ArrayList<>();
            for (SeaChartLines.Drawn text : texts) {
                SeaChartPictures.Drawn picture = byTitle.get(text.title());
                images.put(picture.cid(), picture.picture().png());
                charts.add(Map.of("title", text.title(), "areas", text.areas(), "cid", picture.cid()));
            }
            section.put("charts", charts);
            sections.add(section);
        }
        return new Built(sections, images);
    }

    /** Another state's ship in sight (docs/rules/naval.md section 17): her rate, her colours and where she lies. */
    static String sighted(GitmState state, SeaChart chart, Lookouts.Sighted s) {
        String rate = s.ship().type().words();
        String colours = state.state(s.ship().state()).map(Polity::name).orElse(s.ship().state());
        // "a frigate of the United States", as a plural name is written
        colours = colours.startsWith("United ") ? "the " + colours : colours;
        String article = "aeiou".indexOf(Character.toLowerCase(rate.charAt(0))) >= 0 ? "An " : "A ";
        return article + rate + " of " + colours + " in " + s.where().describe(chart) + ".";
    }

    /** A warship on the stocks (docs/rules/naval.md section 13.4): where, and how long she has still to build. */
    static String line(Keel k) {
        return k.id() + " " + k.name() + " (" + k.type().words() + "): on the stocks at " + k.port() + ", "
                + k.turnsLeft() + (k.turnsLeft() == 1 ? " turn" : " turns") + " of building left (fewer if a peace or"
                + " truce turn comes); " + k.crew() + " crew and " + k.marines() + " Marines stand by her.";
    }

    static String line(Ship s, Optional<SeaChart> chart) {
        String where = chart.filter(c -> c.knows(s.station())).map(c -> s.station().describe(c))
                .orElse(s.station().key());
        StringBuilder b = new StringBuilder();
        b.append(s.id()).append(' ').append(s.name()).append(" (").append(s.type().words());
        if (s.guns() > 0) {
            b.append(", ").append(s.guns()).append(" guns");
        }
        b.append("): ").append(where).append("; crew ").append(s.crew()).append(", Marines ").append(s.marines());
        if (!s.isWarship()) {
            b.append("; capacity ").append(s.capacity()).append(", ").append(s.supplies())
                    .append(" supplies aboard, room for troops ").append(s.room());
        }
        if (s.hull() > 0 || s.rigging() > 0) {
            b.append("; damage: hull ").append(s.hull()).append(", rigging ").append(s.rigging());
        }
        b.append("; stores ").append(s.stores()).append("; base ").append(s.base())
                .append(s.inBase() ? " (in port there)" : "").append('.');
        return b.toString();
    }
}
