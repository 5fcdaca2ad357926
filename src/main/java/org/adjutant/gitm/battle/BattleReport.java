package org.adjutant.gitm.battle;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.battle.BattleFile.Figure;
import org.adjutant.gitm.battle.BattleFile.Ground;
import org.adjutant.gitm.battle.BattleFile.HistorySide;
import org.adjutant.gitm.battle.BattleStatistics.OutcomeShare;
import org.adjutant.gitm.battle.BattleStatistics.SideStatistics;
import org.adjutant.gitm.battle.SeedResult.Outcome;
import org.adjutant.gitm.battle.SeedResult.Source;
import org.adjutant.gitm.event.Count;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.tactical.Landmarks;
import org.adjutant.ruleset.Dice;

/**
 * The battle command's output (docs/battles.md, "The report"): one battle's statistics as text or JSON, the
 * calibration summary of several, and one seed's log. Pure formatting: the same statistics always print the same
 * bytes.
 */
public final class BattleReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private BattleReport() {
    }

    // ---- text ----

    public static String text(BattleStatistics s) {
        BattleFile f = s.file();
        StringBuilder sb = new StringBuilder();
        sb.append(f.battle()).append(f.date().map(d -> ", " + d).orElse("")).append(" -- ").append(f.source())
                .append('\n');
        sb.append(span(f)).append("; ").append(s.seeds())
                .append(s.seeds() == 1 ? " seed (" : " seeds (").append(s.firstSeed());
        if (s.seeds() > 1) {
            sb.append('-').append(s.firstSeed() + s.seeds() - 1);
        }
        sb.append("); a battle was fought in ").append(s.seedsWithBattle()).append(" of them\n");
        sb.append("Field: ").append(ground(f)).append('\n');
        for (SideStatistics side : s.sides()) {
            sb.append("  ").append(side.side().id()).append("  ").append(side.side().name()).append(": ")
                    .append(Count.units(side.side().counted().size())).append(", ").append(Count.men(side.men()))
                    .append(", ")
                    .append(side.batteries()).append(side.batteries() == 1 ? " battery" : " batteries")
                    .append("; rear ").append(side.side().rear().map(Direction::name).orElse("none"))
                    .append('\n');
        }
        sb.append('\n');
        if (s.seedsWithBattle() == 0) {
            sb.append("No battle was fought in any seed: the combat step fought nothing.\n\n");
        }
        StringBuilder held = new StringBuilder("Held the field: ");
        for (SideStatistics side : s.sides()) {
            held.append(side.side().id()).append(' ').append(percent(side.heldField())).append(", ");
        }
        held.append("neither ").append(percent(s.holders().get(BattleStatistics.NOBODY)));
        f.history().ifPresent(h -> held.append("   (history: ").append(h.holder().orElse("neither")).append(')'));
        sb.append(held).append('\n');
        s.city().ifPresent(c -> sb.append(city(s, c)));
        sb.append('\n');

        sb.append("Losses, median [10th-90th percentile]\n");
        TextTable losses = new TextTable().row("side", "killed", "wounded", "prisoners", "stragglers", "total",
                "history", "ratio", "");
        for (SideStatistics side : s.sides()) {
            losses.row(side.side().id(), spread(side.killed()), spread(side.wounded()), spread(side.prisoners()),
                    spread(side.stragglers()), spread(side.total()),
                    historyTotal(side),
                    side.ratio().isPresent() ? decimal(side.ratio().getAsDouble()) : "-",
                    side.withinFactor().map(ok -> ok ? "within 2x" : "outside 2x").orElse(""));
        }
        sb.append(losses.render());
        for (SideStatistics side : s.sides()) {
            side.history().ifPresent(h -> sb.append("  history ").append(side.side().id()).append(": ")
                    .append(figures(h)).append(h.source().isEmpty() ? "" : " [" + h.source() + "]").append('\n'));
            if (side.side().units().size() > side.side().counted().size()) {
                sb.append("  not counted (").append(side.side().id()).append("): ")
                        .append(String.join(", ", side.side().units().stream().filter(u -> !u.counted())
                                .map(u -> u.id().toString()).toList()))
                        .append("; their losses ").append(spread(side.uncounted())).append('\n');
            }
        }
        sb.append('\n');
        if (f.endsTurns()) {
            sb.append("Where the losses came from, mean men per seed (every turn; the losses are net of the "
                    + "stragglers back)\n");
            List<String> from = new ArrayList<>(List.of("side"));
            for (Source source : Source.values()) {
                from.add(source.words());
            }
            TextTable sources = new TextTable().row(from);
            for (SideStatistics side : s.sides()) {
                List<String> row = new ArrayList<>(List.of(side.side().id()));
                for (Source source : Source.values()) {
                    row.add(whole(side.sources().get(source)));
                }
                sources.row(row);
            }
            sb.append(sources.render()).append('\n');
        }

        sb.append("Units, share of seeds with at least one (mean number of units)\n");
        List<String> head = new ArrayList<>(List.of("side"));
        for (Outcome o : Outcome.values()) {
            head.add(o.words());
        }
        TextTable outcomes = new TextTable().row(head);
        for (SideStatistics side : s.sides()) {
            List<String> row = new ArrayList<>(List.of(side.side().id()));
            for (Outcome o : Outcome.values()) {
                OutcomeShare share = side.outcomes().get(o);
                row.add(percent(share.seeds()) + " (" + decimal(share.meanUnits()) + ")");
            }
            outcomes.row(row);
        }
        sb.append(outcomes.render()).append('\n');

        sb.append("Verdicts: ");
        List<String> verdicts = new ArrayList<>();
        s.holderMet().ifPresent(met -> verdicts.add((s.city().isPresent() ? "city held by " : "holder ")
                + s.file().history().orElseThrow().holder().orElse("neither") + " in "
                + percent(s.historicalHolderShare().orElse(0)) + " of seeds, "
                + (met ? "met" : "missed")));
        for (SideStatistics side : s.sides()) {
            side.withinFactor().ifPresent(ok -> verdicts.add(side.side().id() + " casualties "
                    + decimal(side.ratio().getAsDouble()) + "x history, " + (ok ? "met" : "missed")));
        }
        sb.append(verdicts.isEmpty() ? "none (the file has no history)" : String.join("; ", verdicts))
                .append(".\n");
        return sb.toString();
    }

    /** The calibration table of several battles and the two targets. */
    public static String summary(Calibration c) {
        StringBuilder sb = new StringBuilder();
        int seeds = c.battles().isEmpty() ? 0 : c.battles().get(0).seeds();
        sb.append("Calibration: ").append(c.battles().size()).append(" battles, ").append(seeds)
                .append(" seeds each\n");
        TextTable t = new TextTable().row("battle", "holder (history)", "", "side", "median", "history", "ratio", "",
                "side", "median", "history", "ratio", "");
        for (BattleStatistics b : c.battles()) {
            List<String> row = new ArrayList<>();
            row.add(b.file().battle());
            String holder = b.file().history().map(h -> h.holder().orElse("neither")).orElse("-");
            row.add(b.historicalHolderShare().isPresent() ? holder + " " + percent(b.historicalHolderShare()
                    .getAsDouble()) : "-");
            row.add(b.holderMet().map(BattleReport::verdict).orElse(""));
            for (SideStatistics side : b.sides()) {
                row.add(side.side().id());
                row.add(whole(side.total().median()));
                row.add(historyTotal(side));
                row.add(side.ratio().isPresent() ? decimal(side.ratio().getAsDouble()) : "-");
                row.add(side.withinFactor().map(BattleReport::verdict).orElse(""));
            }
            t.row(row);
        }
        sb.append(t.render());
        sb.append("Holder target: ").append(c.holderMet()).append(" of ").append(c.holderJudged())
                .append(" battles (needs ").append(c.holderNeeded()).append("): ")
                .append(c.holderTargetMet() ? "met" : "missed").append(".\n");
        sb.append("Casualty target: ").append(c.figuresMet()).append(" of ").append(c.figuresJudged())
                .append(" side figures within a factor of 2 (needs ").append(c.figuresNeeded()).append("): ")
                .append(c.figuresTargetMet() ? "met" : "missed").append(".\n");
        if (!c.anyBattleFought()) {
            sb.append("No battle was fought in any seed of any file: the combat step fought nothing.\n");
        }
        return sb.toString();
    }

    /**
     * One seed's battle log: every event the turns reported, then every roll by purpose. Places are named as a
     * report names them, the field by its battle ("at Palo Alto [J9-V4 7-7]", "near Palo Alto (1 mi N) [...]").
     */
    public static String log(BattleSetup setup, BattlePlay play) {
        PlaceNames places = new Landmarks(setup.tactical()).alsoNaming(setup.file().battle(),
                setup.field().strategic(), setup.field().tactical());
        StringBuilder sb = new StringBuilder("Battle log of seed ").append(play.seed()).append('\n');
        for (BattlePlay.TurnPlayed turn : play.turns()) {
            if (play.turns().size() > 1) {
                sb.append("Turn ").append(turn.turn()).append('\n');
            }
            for (GitmEvent e : turn.events()) {
                sb.append("  ").append(e.describe(places)).append('\n');
            }
        }
        sb.append("Rolls by purpose\n");
        for (Map.Entry<String, List<Dice.Roll>> e : play.rolls().entrySet()) {
            for (Dice.Roll r : e.getValue()) {
                sb.append("  ").append(e.getKey()).append(": ").append(r.label()).append(" = ")
                        .append(r.sides() > 0 ? whole(r.value()) + " (d" + r.sides() + ")"
                                : String.format(Locale.ROOT, "%.4f", r.value()))
                        .append('\n');
            }
        }
        return sb.toString();
    }

    // ---- JSON ----

    public static String json(BattleStatistics s) {
        return write(node(s));
    }

    public static String json(Calibration c) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode battles = root.putArray("battles");
        c.battles().forEach(b -> battles.add(node(b)));
        ObjectNode targets = root.putObject("targets");
        ObjectNode holder = targets.putObject("holder");
        holder.put("met", c.holderMet()).put("of", c.holderJudged()).put("needed", c.holderNeeded())
                .put("reached", c.holderTargetMet());
        ObjectNode figures = targets.putObject("casualties");
        figures.put("met", c.figuresMet()).put("of", c.figuresJudged()).put("needed", c.figuresNeeded())
                .put("reached", c.figuresTargetMet());
        root.put("anyBattleFought", c.anyBattleFought());
        return write(root);
    }

    private static ObjectNode node(BattleStatistics s) {
        BattleFile f = s.file();
        ObjectNode root = JSON.createObjectNode();
        root.put("battle", f.battle());
        f.date().ifPresent(d -> root.put("date", d));
        root.put("file", f.source());
        root.put("turns", f.turns());
        root.put("phases", f.phases());
        root.put("lastTurnWhole", f.lastTurnWhole());
        root.put("seeds", s.seeds());
        root.put("firstSeed", s.firstSeed());
        root.put("seedsWithBattle", s.seedsWithBattle());
        ObjectNode held = root.putObject("heldField");
        s.holders().forEach(held::put);
        s.city().ifPresent(c -> {
            ObjectNode n = root.putObject("city");
            ObjectNode cityHeld = n.putObject("held");
            c.holders().forEach(cityHeld::put);
            n.put("besieged", c.besieged());
            ObjectNode surrendered = n.putObject("garrisonSurrendered");
            c.surrenders().forEach((cause, share) -> surrendered.put(cause.name().toLowerCase(Locale.ROOT), share));
            n.put("meanSurrenderTurn", c.meanTurn());
        });
        ArrayNode sides = root.putArray("sides");
        for (SideStatistics side : s.sides()) {
            ObjectNode n = sides.addObject();
            n.put("id", side.side().id());
            n.put("name", side.side().name());
            n.put("units", side.side().counted().size());
            n.put("men", side.men());
            n.put("batteries", side.batteries());
            side.side().rear().ifPresent(r -> n.put("rear", r.name()));
            n.put("heldField", side.heldField());
            ObjectNode losses = n.putObject("losses");
            spread(losses.putObject("killed"), side.killed());
            spread(losses.putObject("wounded"), side.wounded());
            spread(losses.putObject("prisoners"), side.prisoners());
            spread(losses.putObject("stragglers"), side.stragglers());
            spread(losses.putObject("total"), side.total());
            if (side.side().units().size() > side.side().counted().size()) {
                spread(n.putObject("uncountedLosses"), side.uncounted());
            }
            if (f.endsTurns()) {
                ObjectNode sources = n.putObject("lossSources");
                side.sources().forEach((source, mean) -> sources.put(source.name().toLowerCase(Locale.ROOT)
                        .replace('_', '-'), mean));
            }
            ObjectNode outcomes = n.putObject("units");
            for (Outcome o : Outcome.values()) {
                OutcomeShare share = side.outcomes().get(o);
                outcomes.putObject(o.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                        .put("seeds", share.seeds()).put("meanUnits", share.meanUnits());
            }
            side.history().ifPresent(h -> history(n.putObject("history"), h));
            side.ratio().ifPresent(r -> n.put("ratio", r));
            side.withinFactor().ifPresent(ok -> n.put("withinFactor2", ok));
        }
        f.history().ifPresent(h -> {
            ObjectNode n = root.putObject("history");
            n.put("holder", h.holder().orElse(BattleStatistics.NOBODY));
            h.hours().ifPresent(x -> n.put("hours", x));
            h.days().ifPresent(x -> n.put("days", x));
            n.put("result", h.result());
        });
        s.holderMet().ifPresent(met -> root.put("holderMet", met));
        return root;
    }

    private static void spread(ObjectNode n, Distribution d) {
        n.put("median", d.median()).put("p10", d.p10()).put("p90", d.p90()).put("mean", d.mean());
    }

    private static void history(ObjectNode n, HistorySide h) {
        figure(n, "strength", h.strength());
        figure(n, "killed", h.killed());
        figure(n, "wounded", h.wounded());
        figure(n, "missing", h.missing());
        figure(n, "total", h.total());
        if (!h.source().isEmpty()) {
            n.put("source", h.source());
        }
        if (!h.note().isEmpty()) {
            n.put("note", h.note());
        }
    }

    /** A number, {@code [low, high]} for a range, {@code null} where history gives none. */
    private static void figure(ObjectNode n, String key, Optional<Figure> figure) {
        if (figure.isEmpty()) {
            n.putNull(key);
        } else if (figure.get().isRange()) {
            n.putArray(key).add(figure.get().low()).add(figure.get().high());
        } else {
            n.put(key, figure.get().low());
        }
    }

    private static String write(ObjectNode root) {
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a report tree always serialises", e);
        }
    }

    // ---- small formats ----

    /**
     * {@code 2 combat phases}; {@code 4 combat phases and the end of the turn} for a turn played whole; for several
     * turns {@code 4 turns, the last to combat phase 2} or {@code 4 turns, each played whole}.
     */
    private static String span(BattleFile f) {
        if (f.turns() == 1) {
            String phases = f.phases() + (f.phases() == 1 ? " combat phase" : " combat phases");
            return f.lastTurnWhole() ? phases + " and the end of the turn" : phases;
        }
        return f.turns() + " turns, " + (f.lastTurnWhole() ? "each played whole"
                : "the last to combat phase " + f.phases());
    }

    /** Who held the city at the end, and what became of it: {@code Held the city: MX 64%, ...}. */
    private static String city(BattleStatistics s, BattleStatistics.CityStatistics c) {
        StringBuilder sb = new StringBuilder("Held the city: ");
        for (SideStatistics side : s.sides()) {
            sb.append(side.side().id()).append(' ').append(percent(c.holders().get(side.side().id()))).append(", ");
        }
        sb.append("neither ").append(percent(c.holders().get(BattleStatistics.NOBODY)))
                .append("; besieged in ").append(percent(c.besieged()))
                .append(" of seeds; its garrison surrendered in ").append(percent(c.surrendered()));
        if (c.surrendered() > 0) {
            List<String> causes = new ArrayList<>();
            c.surrenders().forEach((cause, share) -> {
                if (share > 0) {
                    causes.add(cause.words() + " " + percent(share));
                }
            });
            sb.append(" (").append(String.join("; ", causes)).append("), at the end of turn ")
                    .append(String.format(Locale.ROOT, "%.1f", c.meanTurn())).append(" on average");
        }
        return sb.append('\n').toString();
    }

    private static String ground(BattleFile f) {
        StringBuilder sb = new StringBuilder(f.field().terrain().words()).append(", rating ")
                .append(f.field().rating());
        f.field().fort().ifPresent(fort -> sb.append(", fort level ").append(fort.level()).append(" (capacity ")
                .append(fort.capacity()).append(')'));
        for (Direction d : Direction.values()) {
            Ground g = f.around().get(d);
            if (g != null) {
                sb.append("; ").append(d).append(' ').append(g.terrain().words());
            }
        }
        sb.append("; surroundings ").append(f.surroundings().words());
        if (!f.routBlocked().isEmpty()) {
            sb.append("; routs blocked ").append(String.join(" ", java.util.Arrays.stream(Direction.values())
                    .filter(f.routBlocked()::contains).map(Direction::name).toList()));
        }
        return sb.toString();
    }

    /** History's total for a side, {@code 300-600} for a range, {@code -} where history gives none. */
    private static String historyTotal(SideStatistics side) {
        return side.history().flatMap(HistorySide::total).map(Figure::toString).orElse("-");
    }

    /**
     * {@code 924 engaged, 2 killed, 11 wounded, 0 missing}: each figure as the file gives it, a range as
     * {@code 300-600}, and {@code n/a} (never 0) where history gives none; a total given on its own follows.
     */
    private static String figures(HistorySide h) {
        String engaged = h.strength().map(f -> f + " engaged").orElse("strength n/a");
        String text = engaged + ", " + h.killed().map(f -> f + " killed").orElse("killed n/a") + ", "
                + h.wounded().map(f -> f + " wounded").orElse("wounded n/a") + ", "
                + h.missing().map(f -> f + " missing").orElse("missing n/a");
        return h.givenTotal().map(t -> text + "; total " + t).orElse(text);
    }

    private static String spread(Distribution d) {
        return whole(d.median()) + " [" + whole(d.p10()) + "-" + whole(d.p90()) + "]";
    }

    private static String whole(double x) {
        return Long.toString(Math.round(x));
    }

    private static String decimal(double x) {
        return String.format(Locale.ROOT, "%.2f", x);
    }

    private static String percent(double share) {
        return Math.round(share * 100) + "%";
    }

    private static String verdict(boolean met) {
        return met ? "met" : "missed";
    }
}
