package org.adjutant.app;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.adjutant.intake.Absences;
import org.adjutant.store.AbsenceStore;
import org.adjutant.store.AbsenceStore.Absence;
import org.adjutant.store.AuditStore;
import org.adjutant.store.Database;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * Closes the absences whose last day has ended (docs/players.md "Away for a while"): each is recorded in the audit
 * log, and its player gets a mail welcoming him back with the next deadline, at the first round of the robot after
 * the end, so a robot that was down meanwhile catches up when it starts. The mail is keyed by the absence, so it goes
 * once whatever happens between its queueing and its sending.
 */
final class AbsenceEnds {
    private final Database db;
    private final Notices notices;
    private final AbsenceStore absences = new AbsenceStore();
    private final PlayerStore players = new PlayerStore();
    private final AuditStore audit = new AuditStore();

    AbsenceEnds(Database db, Notices notices) {
        this.db = db;
        this.notices = notices;
    }

    /** Ends every absence of the game whose end has come by {@code now}; the game's zone names it in the audit. */
    void endDue(String gameId, Instant now, ZoneId gameZone) {
        List<Absence> due = db.read(c -> absences.standing(c, gameId)).stream()
                .filter(a -> !now.isBefore(a.endsAt())).toList();
        if (due.isEmpty()) {
            return;
        }
        db.inTransaction(c -> {
            for (Absence a : due) {
                if (!absences.close(c, a.id(), AbsenceStore.Closed.ENDED, a.endsAt())) {
                    continue;
                }
                Optional<PlayerRow> p = players.byId(c, a.playerId());
                audit.record(c, gameId, now, "the robot", AuditStore.Channel.MAIL, "ABSENCE ENDED",
                        AuditStore.Outcome.DONE, p.map(PlayerRow::handle).orElse("player " + a.playerId())
                                + ": the absence " + Absences.span(a, gameZone) + " ended at its last day");
                if (p.isEmpty() || p.get().retired()) {
                    continue;
                }
                ZoneId own = ZoneId.of(a.zone());
                notices.send(c, "absence-ended:" + gameId + ":" + a.id(), gameId, Notices.To.player(p.get()),
                        "welcome back", List.of(
                                "Welcome back: your absence " + Absences.span(a, own) + " is over.",
                                "From now on you get reminders again, and your units count as silent when "
                                        + "nobody sends them orders. STATUS shows what is queued for them."), true);
            }
            return null;
        });
    }
}
