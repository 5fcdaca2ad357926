package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.politics.StateOffices;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.Polity;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;

/**
 * The treasury statements of a position report (docs/rules/sow.md section 19.1): for each state whose War Minister or
 * Treasury Minister the reader is, its opening balance, the units raised, the money paid and received, income city by
 * city, upkeep unit by unit, what could not be paid, and the closing balance. Built from the turn's
 * {@link TreasuryStatement} events, so the report says exactly what the engine charged. The moderator's summary has
 * every state's.
 */
final class TreasurySections {
    /** Width of a statement line's label in the plain-text report, amounts right-aligned after it. */
    private static final int LABEL_WIDTH = 62;

    private TreasurySections() {
    }

    /**
     * The states {@code r} is an officer of: War, Treasury or Naval Minister, Prime Minister or Monarch
     * (docs/rules/politics.md section 3).
     */
    static SortedSet<String> officerOf(GitmState state, Recipient r) {
        SortedSet<String> states = StateOffices.served(r.offices());
        states.retainAll(state.states().keySet());
        return states;
    }

    /** One section per statement of the given states, in state order, without the manpower lines. */
    static List<Map<String, Object>> of(List<TurnEvent> events, Set<String> states) {
        List<Map<String, Object>> sections = new ArrayList<>();
        for (TurnEvent e : events) {
            if (e instanceof TreasuryStatement t && states.contains(t.state())) {
                sections.add(section(t));
            }
        }
        return sections;
    }

    /**
     * The same, each closed by the state's standing after the turn (docs/rules/sow.md sections 7, 19.1): next turn's
     * outlook, the manpower and militia pools, own cities held by hostile states, works under way, penalty VPs.
     */
    static List<Map<String, Object>> of(List<TurnEvent> events, Set<String> states, GitmState after,
                                        TreasuryStanding standing, boolean moderator) {
        List<Map<String, Object>> sections = of(events, states);
        for (Map<String, Object> s : sections) {
            after.state((String) s.get("state")).ifPresent(p -> s.put("standing", standing.lines(p, moderator)));
        }
        return sections;
    }

    /** "Manpower: 4,400 men in the pool; due at the end of campaign 2: 500" and the militia pools' line. */
    static List<String> manpower(GitmState after, StrategicMap map, Polity p) {
        Manpower m = p.manpower();
        int pool = m.poolOr(HeldOwnCities.openingPool(map, after.cities(), p));
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "Manpower: %,d men in the pool", pool));
        m.due().forEach((c, men) -> line.append(String.format(Locale.ROOT, "; due at the end of campaign %d: %,d",
                c, men)));
        if (m.returning() > 0) {
            line.append(String.format(Locale.ROOT, "; wounded and prisoners back at this campaign's end: %,d",
                    m.returning()));
        }
        List<String> militia = new ArrayList<>();
        int own = 0;
        for (City c : (Iterable<City>) map.cities()::iterator) {
            if (c.level() == 0 || !HeldOwnCities.isOwn(map, c, p)) {
                continue;
            }
            own++;
            CityHolding h = after.cities().get(c.name());
            if (h != null && h.militiaPool(c.level()) < CityHolding.militiaCap(c.level())) {
                militia.add(String.format(Locale.ROOT, "%s %,d of %,d", c.name(), h.militiaPool(c.level()),
                        CityHolding.militiaCap(c.level())));
            }
        }
        String pools = own == 0 ? "Militia pools: none (the state owns no town of its nation on this map)"
                : militia.isEmpty() ? "Militia pools: every own city's is full"
                : "Militia pools: " + String.join("; ", militia) + "; every other own city's is full";
        return List.of(line.toString(), pools);
    }

    /** Every state's statement, with its standing (the moderator's summary: true garrisons beside the estimates). */
    static List<Map<String, Object>> all(List<TurnEvent> events, GitmState after, TreasuryStanding standing) {
        Set<String> states = new TreeSet<>();
        events.forEach(e -> {
            if (e instanceof TreasuryStatement t) {
                states.add(t.state());
            }
        });
        return of(events, states, after, standing, true);
    }

    private static Map<String, Object> section(TreasuryStatement t) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("state", t.state());
        s.put("name", t.name());
        s.put("opening", row("Opening balance", t.opening()));
        List<Map<String, Object>> groups = new ArrayList<>();
        group(groups, t, LedgerLine.Kind.REINFORCEMENTS, "Reinforcements bought (orders phase; SoW 4.14)");
        group(groups, t, LedgerLine.Kind.BUILDS, "Units raised (orders phase; SoW 4.2-4.9)");
        group(groups, t, LedgerLine.Kind.PAID, "Paid to other states (orders phase)");
        group(groups, t, LedgerLine.Kind.RECEIVED, "Received from other states (orders phase)");
        group(groups, t, LedgerLine.Kind.BUILD_REFUNDS,
                "Units paid for but not formed, money back (end of the turn; SoW 4.6)");
        group(groups, t, LedgerLine.Kind.WORKS, "Works on forts (orders phase)");
        group(groups, t, LedgerLine.Kind.PURCHASED, "Supplies bought (orders phase; delivered at the end of the turn)");
        group(groups, t, LedgerLine.Kind.INCOME, "Income (end of the turn)");
        group(groups, t, LedgerLine.Kind.UNCOLLECTED, "Not collected (docs/rules/sow.md 3.1, 3.2)");
        group(groups, t, LedgerLine.Kind.UPKEEP, t.peaceTurn()
                ? "Upkeep (end of the turn; peace or truce turn: 15 x the inactive cost, SoW 5.3)"
                : "Upkeep (end of the turn)");
        group(groups, t, LedgerLine.Kind.UNPAID, "Upkeep not paid (every unit owed pay lost men and morale in proportion, more each turn in arrears)");
        s.put("groups", groups);
        s.put("closing", row("Closing balance", t.closing()));
        s.put("quiet", t.lines().isEmpty());
        return s;
    }

    private static void group(List<Map<String, Object>> groups, TreasuryStatement t, LedgerLine.Kind kind,
                              String title) {
        List<Map<String, Object>> lines = new ArrayList<>();
        for (LedgerLine l : t.lines()) {
            if (l.kind() == kind) {
                lines.add(row("  " + l.label(), Math.abs(l.amount())));
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        Map<String, Object> g = new LinkedHashMap<>();
        int total = t.total(kind);
        g.put("title", row(title, total));
        g.put("lines", lines);
        groups.add(g);
    }

    /** A label and an amount, and the two as one plain-text row. */
    private static Map<String, Object> row(String label, int amount) {
        String shown = String.format(Locale.ROOT, "%,d", amount);
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("label", label.strip());
        r.put("amount", shown);
        String padded = label.length() >= LABEL_WIDTH ? label + " " : String.format(Locale.ROOT, "%-" + LABEL_WIDTH
                + "s", label);
        r.put("text", padded + String.format(Locale.ROOT, "%8s", shown));
        return r;
    }
}
