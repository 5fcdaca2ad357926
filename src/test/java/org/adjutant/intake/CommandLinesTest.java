package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.adjutant.ruleset.Line;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The turns that SEND REPORTS, RESEND and ROLLBACK TO name, as players copy them from their reports' subjects. */
class CommandLinesTest {
    private static Object read(String text) {
        return CommandLines.read(new Line(1, text)).map(r -> {
            if (r instanceof CoreLines.Read.Request q) {
                return (Object) q.request();
            }
            if (r instanceof CoreLines.Read.Command c) {
                return c.command();
            }
            return r instanceof CoreLines.Read.Refused f ? "refused: " + f.problem().reason() : r;
        }).orElse("nothing");
    }

    @Test
    @DisplayName("every request is recognised in each way it may be written, and an order line is none")
    void requestsInEveryForm() {
        assertThat(read("help")).isEqualTo(new CommandLines.Request.Help());
        assertThat(read("  Status ")).isEqualTo(new CommandLines.Request.Status());
        assertThat(read("ready")).isEqualTo(new CommandLines.Request.Ready(true));
        assertThat(read("not  READY")).isEqualTo(new CommandLines.Request.Ready(false));
        assertThat(read("address: me@example.org")).isEqualTo(new CommandLines.Request.Address("me@example.org"));
        assertThat(read("ADDRESSme@example.org")).isEqualTo(new CommandLines.Request.Address("me@example.org"));
        assertThat(read("new address=me@example.org")).isEqualTo(new CommandLines.Request.Address("me@example.org"));
        assertThat(read("Confirm Address K7QX-M2PA")).isEqualTo(new CommandLines.Request.ConfirmAddress("K7QX-M2PA"));
        assertThat(read("ADDRESS nowhere")).asString().startsWith("refused: 'nowhere' is not a mail address");
        assertThat(read("PATH K3-V0 K3-V1")).isEqualTo("nothing");
        assertThat(read("ATTACK")).isEqualTo("nothing");
    }

    @Test
    @DisplayName("an absence is read with its days, from now or from a day; BACK ends it; a day written wrong is refused")
    void absences() {
        java.time.LocalDate from = java.time.LocalDate.of(2026, 12, 10);
        java.time.LocalDate to = java.time.LocalDate.of(2026, 12, 20);
        assertThat(read("ABSENT FROM 2026-12-10 TO 2026-12-20"))
                .isEqualTo(new CommandLines.Request.Absent(Optional.of(from), to));
        assertThat(read("absent from 2026-12-10 until 2026-12-20"))
                .isEqualTo(new CommandLines.Request.Absent(Optional.of(from), to));
        assertThat(read("Absent until 2026-12-20")).isEqualTo(new CommandLines.Request.Absent(Optional.empty(), to));
        assertThat(new CommandLines.Request.Absent(Optional.empty(), to).normalForm())
                .isEqualTo("ABSENT UNTIL 2026-12-20");
        assertThat(read("BACK")).isEqualTo(new CommandLines.Request.Back());
        assertThat(read("absent cancel")).isEqualTo(new CommandLines.Request.Back());
        assertThat(read("ABSENT UNTIL 20/12/2026")).asString().startsWith("refused: '20/12/2026' is not a day: "
                + "write ABSENT FROM");
        assertThat(read("ABSENT FROM 2026-12-32 TO 2026-12-20")).asString().startsWith("refused: '2026-12-32' is "
                + "not a day");
        assertThat(read("ABSENT next week")).asString().startsWith("refused: write ABSENT FROM");
        assertThat(read("ABSENTEE")).isEqualTo("nothing");
    }

    @Test
    @DisplayName("a turn is taken as its reports' subject names it, in one form for the answer and the audit log")
    void turnsAsNamed() {
        assertThat(read("SEND REPORTS")).isEqualTo(new CommandLines.Request.SendReports(Optional.empty()));
        assertThat(read("send reports for turn 3")).isEqualTo(new CommandLines.Request.SendReports(
                Optional.of("TURN 3")));
        assertThat(read("SEND REPORTS campaign 1,turn 3")).isEqualTo(new CommandLines.Request.SendReports(
                Optional.of("CAMPAIGN 1, TURN 3")));
        assertThat(read("SEND REPORTS the deployment turn")).isEqualTo(new CommandLines.Request.SendReports(
                Optional.of("THE DEPLOYMENT TURN")));
        assertThat(read("ROLLBACK TO TURN 3")).isEqualTo(new CommandLines.Command.Rollback("TURN 3"));
        assertThat(read("rollback 3")).isEqualTo(new CommandLines.Command.Rollback("TURN 3"));
        assertThat(read("ROLLBACK TO CAMPAIGN 1, TURN 2")).extracting(c -> ((CommandLines.Command) c).normalForm())
                .isEqualTo("ROLLBACK TO CAMPAIGN 1, TURN 2");
        assertThat(read("RESEND taylor deployment turn")).isEqualTo(new CommandLines.Command.Resend("taylor",
                Optional.of("DEPLOYMENT TURN")));
        assertThat(read("RESEND taylor")).isEqualTo(new CommandLines.Command.Resend("taylor", Optional.empty()));
    }

    @Test
    @DisplayName("what does not read as a turn is refused with what to write, not taken for the last turn")
    void notATurn() {
        assertThat(read("SEND REPORTS please")).asString().startsWith("refused: write SEND REPORTS, or SEND "
                + "REPORTS and the turn");
        assertThat(read("SEND REPORTS TURN")).asString().startsWith("refused:");
        assertThat(read("ROLLBACK TO")).asString().startsWith("refused: write ROLLBACK TO and the turn");
        assertThat(read("RESEND TURN 3")).asString().startsWith("refused: write RESEND <role>");
        assertThat(read("RESEND taylor whenever")).asString().startsWith("refused: write RESEND <role> and the turn");
    }

    @Test
    @DisplayName("designed: politics 7 OFFICE names an office of a state and a player, or VACANT; anything else is"
            + " refused with what to write")
    void politics_7_officeCommand() {
        assertThat(read("OFFICE NAVAL MINISTER OF US TO marcy")).isEqualTo(new CommandLines.Command.Office(
                "NAVAL MINISTER", "US", Optional.of("marcy")));
        assertThat(read("office  war   minister of mex vacant")).isEqualTo(new CommandLines.Command.Office(
                "WAR MINISTER", "MEX", Optional.empty()));
        assertThat(read("OFFICE PRIME MINISTER OF US TO polk")).extracting(c -> ((CommandLines.Command) c)
                .normalForm()).isEqualTo("OFFICE PRIME MINISTER OF US TO polk");
        assertThat(read("OFFICE TREASURY MINISTER OF NE VACANT")).extracting(c -> ((CommandLines.Command) c)
                .normalForm()).isEqualTo("OFFICE TREASURY MINISTER OF NE VACANT");
        // Which offices there are is the game's to say, when the command is carried out (app.OfficeRobotTest).
        assertThat(read("OFFICE CHANCELLOR OF US TO polk")).isEqualTo(new CommandLines.Command.Office(
                "CHANCELLOR", "US", Optional.of("polk")));
        assertThat(read("OFFICE NAVAL MINISTER TO polk")).asString().startsWith("refused: write OFFICE <office> OF");
        assertThat(read("OFFICE")).asString().startsWith("refused: write OFFICE");
        assertThat(read("OFFICE NAVAL MINISTER OF US")).asString().startsWith("refused: write OFFICE <office> OF");
    }

    @Test
    @DisplayName("the schedule commands: a local time, a cron rule with its days, a seat; mistakes refused with an "
            + "example")
    void scheduleCommands() {
        java.time.LocalDateTime at = java.time.LocalDateTime.of(2030, 1, 9, 20, 0);
        assertThat(read("DEADLINE 2030-01-09 20:00")).isEqualTo(new CommandLines.Command.SetDeadline(at));
        assertThat(read("set deadline to 2030-01-09T20:00")).isEqualTo(new CommandLines.Command.SetDeadline(at));
        assertThat(read("deadline 2030-01-09 8:05")).isEqualTo(new CommandLines.Command.SetDeadline(
                at.withHour(8).withMinute(5)));
        assertThat(read("ADD DEADLINE 2030-01-09 20:00")).isEqualTo(new CommandLines.Command.AddDeadline(at));
        assertThat(((CommandLines.Command) read("DEADLINE 2030-01-09 20:00:30")).normalForm())
                .isEqualTo("DEADLINE 2030-01-09 20:00:30");
        assertThat(read("remove deadline 2030-01-09 20:00")).isEqualTo(new CommandLines.Command.RemoveDeadline(at));
        assertThat(read("DEADLINE tomorrow")).asString().startsWith("refused: write DEADLINE and a local date");
        assertThat(read("DEADLINE 2030-02-30 20:00")).asString().startsWith("refused:");
        assertThat(read("ADD DEADLINE")).asString().startsWith("refused: write ADD DEADLINE");

        CommandLines.Command rule = (CommandLines.Command) read("recurring 0 0 20 ? * mon,thu first 2030-01-17 "
                + "LAST 2030-06-30");
        assertThat(rule).isEqualTo(new CommandLines.Command.Recurring(Optional.of("0 0 20 ? * MON,THU"),
                Optional.of(java.time.LocalDate.of(2030, 1, 17)), Optional.of(java.time.LocalDate.of(2030, 6, 30))));
        assertThat(rule.normalForm()).isEqualTo("RECURRING 0 0 20 ? * MON,THU FIRST 2030-01-17 LAST 2030-06-30");
        assertThat(read("RECURRING NONE")).isEqualTo(new CommandLines.Command.Recurring(Optional.empty(),
                Optional.empty(), Optional.empty()));
        assertThat(read("RECURRING 0 0 20 ?")).asString().startsWith("refused: write RECURRING");
        assertThat(read("RECURRING 0 0 20 ? * MON FIRST")).asString().startsWith("refused:");
        assertThat(read("RECURRING 0 0 20 ? * MON FIRST 2030-01-17 FIRST 2030-01-18")).asString()
                .startsWith("refused:");

        assertThat(read("SEAT worth William Jenkins Worth worth@example.org")).isEqualTo(new CommandLines.Command.Seat(
                "worth", "William Jenkins Worth", "worth@example.org", Optional.empty()));
        assertThat(read("seat worth William Worth worth@example.org time zone America/New_York"))
                .isEqualTo(new CommandLines.Command.Seat("worth", "William Worth", "worth@example.org",
                        Optional.of("America/New_York")));
        assertThat(read("SEAT worth William Worth")).asString().startsWith("refused: write SEAT <role>");
    }
}
