package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.config.AbsencePolicy;
import org.adjutant.game.HostedGame;
import org.adjutant.game.TimeWords;
import org.adjutant.store.AbsenceStore;
import org.adjutant.store.AbsenceStore.Absence;
import org.adjutant.store.Assignment;
import org.adjutant.store.AuditStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * A player's {@code ABSENT} and {@code BACK} (docs/players.md "Away for a while"), as njudge's ABSENCE: while away he
 * is not counted as silent (no reminders, no NMR-guard count, an early turn does not wait for him), and his units are
 * ordered by their deputies, else follow their default orders. An absence is private to those it concerns: the
 * player, the game's moderators and the deputies of his units; no other player learns of it, since in a war knowing
 * that an enemy general is away and his regiments on default orders is intelligence the fog of war should hide.
 */
public final class Absences {
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE d MMMM uuuu", Locale.ENGLISH);

    private final AbsenceStore absences = new AbsenceStore();
    private final PlayerStore players = new PlayerStore();
    private final AuditStore audit = new AuditStore();

    /** The days of an absence and the moments they stand for, as a reader in {@code zone} reads them. */
    public static String span(Absence a, ZoneId zone) {
        return "from " + TimeWords.at(a.startsAt(), zone) + " until " + TimeWords.at(a.endsAt(), zone);
    }

    /** A day as the answers name it: "Thursday 10 December 2026". */
    static String day(LocalDate d) {
        return DAY.format(d);
    }

    /**
     * Records the absence {@code asked} if the game's file and the player's other absences allow it, telling the
     * moderators and his units' deputies; the answer to the player, refusal or confirmation.
     */
    String announce(Connection c, HostedGame g, PlayerRow player, CommandLines.Request.Absent asked, IncomingMail mail,
                    ZoneId zone, AbsencePolicy policy, List<String> moderators, ZoneId gameZone, AckQueue mails)
            throws SQLException {
        String written = asked.normalForm();
        if (!policy.allowed()) {
            return written + ": not done: this game's file does not allow absences (ask the moderator).";
        }
        if (player.moderator()) {
            return written + ": not done: a moderator commands no unit, so there is nothing to be away from.";
        }
        LocalDate today = mail.receivedAt().atZone(zone).toLocalDate();
        LocalDate first = asked.from().orElse(today);
        LocalDate last = asked.to();
        String inZone = " (in your time zone, " + zone.getId() + ")";
        if (last.isBefore(first)) {
            return written + ": not done: the last day, " + day(last) + ", is before the first, " + day(first) + ".";
        }
        if (first.isBefore(today)) {
            return written + ": not done: " + day(first) + " has passed: today is " + day(today) + inZone
                    + ". An absence begins today at the earliest (ABSENT UNTIL <day> begins it now).";
        }
        long days = ChronoUnit.DAYS.between(first, last) + 1;
        if (days > policy.maxDays()) {
            return written + ": not done: " + days + " days (" + day(first) + " to " + day(last) + ", both included) "
                    + "is longer than this game allows: at most " + policy.maxDays() + " days at a time.";
        }
        Instant startsAt = first.atStartOfDay(zone).toInstant();
        if (startsAt.isBefore(mail.receivedAt())) {
            startsAt = mail.receivedAt();
        }
        Instant endsAt = last.plusDays(1).atStartOfDay(zone).toInstant();
        int taken = absences.taken(c, player.id());
        if (taken >= policy.perGame()) {
            return written + ": not done: you have taken " + taken + " absence" + (taken == 1 ? "" : "s")
                    + " in this game, the most its file allows (" + policy.perGame() + ").";
        }
        Optional<Absence> standing = absences.standing(c, player.id());
        if (standing.isPresent()) {
            Absence s = standing.get();
            boolean overlaps = startsAt.isBefore(s.endsAt()) && s.startsAt().isBefore(endsAt);
            return written + ": not done: " + (overlaps ? "it overlaps" : "you already have") + " your absence "
                    + span(s, zone) + ". One absence at a time: send BACK to end or cancel that one first.";
        }
        long id = absences.announce(c, g.id(), player.id(), first, last, zone.getId(), startsAt, endsAt,
                mail.receivedAt());
        Absence a = new Absence(id, g.id(), player.id(), first, last, zone.getId(), startsAt, endsAt,
                mail.receivedAt());
        audit.record(c, g.id(), mail.receivedAt(), who(player), AuditStore.Channel.MAIL, written,
                AuditStore.Outcome.DONE, "absent " + span(a, gameZone));
        Map<PlayerRow, List<String>> deputies = deputies(c, g, player);
        List<String> units = unitLines(c, g, player, deputies, "yours");
        for (String m : moderators) {
            mails.mail(c, "absence:" + id + ":moderator:" + m.toLowerCase(Locale.ROOT), g.id(), m,
                    "absence of " + player.handle(), moderatorLines(player, "is away " + span(a, gameZone) + ".",
                            unitLines(c, g, player, deputies, "his")));
        }
        for (Map.Entry<PlayerRow, List<String>> d : deputies.entrySet()) {
            mails.mail(c, "absence:" + id + ":deputy:" + d.getKey().id(), g.id(), d.getKey().email(),
                    "you order " + String.join(", ", d.getValue()) + " for a while", List.of(
                            player.handle() + ", whose deputy you are, is away " + span(a, zoneOf(d.getKey(),
                                    gameZone)) + ".",
                            "Meanwhile the robot carries out your orders for " + String.join(", ", d.getValue())
                                    + "; orders he sends himself still win over yours (GITM 6.1). A unit for which "
                                    + "neither of you sends orders follows its default orders.",
                            "If he comes back early you are told."));
        }
        List<String> out = new ArrayList<>();
        out.add(written + ": done. You are away from " + day(first) + " to " + day(last) + ", both days included"
                + inZone + ": " + span(a, zone) + ". This is absence " + (taken + 1) + " of the " + policy.perGame()
                + " this game allows.");
        out.add("Meanwhile the robot sends you no reminders, your units do not count as silent for a postponement, "
                + "and an early turn does not wait for you: your units count as in.");
        out.addAll(units.stream().map(u -> "    " + u).toList());
        out.add("Orders you send while away are accepted as always, and yours win over a deputy's (GITM 6.1). The "
                + "moderators" + (deputies.isEmpty() ? "" : " and your units' deputies") + " are told of your "
                + "absence; no other player is. BACK ends it early, or cancels it before it begins; it ends by itself"
                + " at the end of " + day(last) + ", and the robot mails you then.");
        return String.join("\n", out);
    }

    /** Ends or cancels the player's standing absence, telling those his announcement told; the answer. */
    String back(Connection c, HostedGame g, PlayerRow player, IncomingMail mail, ZoneId zone,
                List<String> moderators, ZoneId gameZone, AckQueue mails) throws SQLException {
        Optional<Absence> standing = absences.standing(c, player.id());
        if (standing.isEmpty()) {
            return "BACK: not done: you have no absence standing; nothing changed.";
        }
        Absence a = standing.get();
        Instant now = mail.receivedAt();
        absences.close(c, a.id(), AbsenceStore.Closed.BACK, now);
        boolean begun = !now.isBefore(a.startsAt());
        String what = begun ? "is back, ending the absence " + span(a, gameZone) + " early"
                : "cancelled the absence " + span(a, gameZone) + " before it began";
        audit.record(c, g.id(), now, who(player), AuditStore.Channel.MAIL, "BACK", AuditStore.Outcome.DONE, what);
        for (String m : moderators) {
            mails.mail(c, "absence:" + a.id() + ":back:moderator:" + m.toLowerCase(Locale.ROOT), g.id(), m,
                    "absence of " + player.handle() + (begun ? " ended" : " cancelled"),
                    List.of(player.handle() + " (" + player.name() + ") " + what + "."));
        }
        for (Map.Entry<PlayerRow, List<String>> d : deputies(c, g, player).entrySet()) {
            mails.mail(c, "absence:" + a.id() + ":back:deputy:" + d.getKey().id(), g.id(), d.getKey().email(),
                    player.handle() + " is back", List.of(player.handle() + " is back"
                            + (begun ? " early" : ": the absence he announced will not take place") + ".",
                            "You stay deputy of " + String.join(", ", d.getValue()) + " as before: his orders win "
                                    + "over yours (GITM 6.1)."));
        }
        return begun ? "BACK: done. Welcome back: your absence " + span(a, zone) + " is over; reminders and the "
                + "counts of who sent orders include you again from now."
                : "BACK: done. Your absence " + span(a, zone) + " is cancelled before it began, and does not count "
                + "against the absences this game allows.";
    }

    private static String who(PlayerRow p) {
        return p.handle() + " <" + p.email() + ">";
    }

    private static ZoneId zoneOf(PlayerRow p, ZoneId otherwise) {
        try {
            return p.timeZone().isEmpty() ? otherwise : ZoneId.of(p.timeZone());
        } catch (RuntimeException e) {
            return otherwise;
        }
    }

    /** The seated deputies of the units the player commands, each with those units, in the order of their seats. */
    private Map<PlayerRow, List<String>> deputies(Connection c, HostedGame g, PlayerRow player) throws SQLException {
        Map<Long, List<String>> byId = new TreeMap<>();
        for (Assignment a : players.assignments(c, g.id())) {
            if (a.commanderId() == player.id() && a.deputyId() != 0 && a.deputyId() != player.id()) {
                byId.computeIfAbsent(a.deputyId(), k -> new ArrayList<>()).add(a.unitId());
            }
        }
        Map<PlayerRow, List<String>> out = new LinkedHashMap<>();
        for (Map.Entry<Long, List<String>> d : byId.entrySet()) {
            Optional<PlayerRow> deputy = players.byId(c, d.getKey()).filter(p -> !p.retired());
            if (deputy.isPresent()) {
                d.getValue().sort(null);
                out.put(deputy.get(), d.getValue());
            }
        }
        return out;
    }

    /** What becomes of each unit he commands while he is away. */
    private List<String> unitLines(Connection c, HostedGame g, PlayerRow player,
                                   Map<PlayerRow, List<String>> deputies, String whose) throws SQLException {
        Map<String, String> deputyOf = new TreeMap<>();
        deputies.forEach((deputy, units) -> units.forEach(u -> deputyOf.put(u, deputy.handle())));
        TreeSet<String> units = new TreeSet<>();
        for (Assignment a : players.assignments(c, g.id())) {
            if (a.commanderId() == player.id()) {
                units.add(a.unitId());
            }
        }
        List<String> out = new ArrayList<>();
        for (String u : units) {
            String deputy = deputyOf.get(u);
            out.add(u + ": " + (deputy == null ? "no deputy: its default orders (orders of " + whose + " already "
                    + "queued still count for the turn they were sent for)"
                    : "its deputy " + deputy + " orders it; if he sends nothing, its default orders"));
        }
        if (out.isEmpty()) {
            out.add("(no unit: nothing is left without orders)");
        }
        return out;
    }

    private static List<String> moderatorLines(PlayerRow player, String what, List<String> units) {
        List<String> out = new ArrayList<>();
        out.add(player.handle() + " (" + player.name() + ") " + what);
        out.add("Meanwhile he gets no reminders, does not count as silent for the NMR guard, and an early turn does "
                + "not wait for him. His units:");
        units.forEach(u -> out.add("    " + u));
        out.add("No other player is told. STATUS lists the absences standing.");
        return out;
    }
}
