import { screen } from "@testing-library/react";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { describeError, ErrorPage } from "../../app/components/errors/error-page.tsx";
import { renderWithApp } from "../render.tsx";

describe("error page", () => {
  it("shows the not-found view for 404", async () => {
    await renderWithApp(
      <ErrorPage {...describeError(new ErrorResponse(404, "Not Found", null))} />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Found");
    expect(screen.getByTestId("error-code").textContent).toBe("Error 404");
  });

  it("shows an error's own message with code 500", async () => {
    await renderWithApp(<ErrorPage {...describeError(new Error("Boom"))} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Boom");
    expect(screen.getByTestId("error-code").textContent).toBe("Error 500");
  });

  it("says Internal Server Error for a status without a message", async () => {
    await renderWithApp(<ErrorPage {...describeError(new ErrorResponse(503, "", null))} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Internal Server Error");
    expect(screen.getByTestId("error-code").textContent).toBe("Error 503");
  });

  it("defaults to 500 for anything else thrown", async () => {
    expect(describeError("something odd")).toEqual({ status: 500 });
    await renderWithApp(<ErrorPage />);
    expect(screen.getByTestId("error-code").textContent).toBe("Error 500");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Internal Server Error");
  });

  it("speaks German", async () => {
    await renderWithApp(<ErrorPage status={404} />, { language: "de" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Seite nicht gefunden");
  });
});
