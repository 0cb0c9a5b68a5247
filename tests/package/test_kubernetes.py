"""deploy/kubernetes/: every manifest valid against Kubernetes' own schemas (kubernetes-validate's, bundled in
the package: checked offline, no network), and the figures that must agree do: the grace period covers the
preStop wait plus gunicorn's graceful_timeout with a margin, the probes ask /health, the pod runs as the
image's non-root user from an image pinned by digest, the Service, the autoscaler, the disruption budget and
the NetworkPolicy all point at the Deployment's pods, the Ingress limits each client as deploy/referee.conf
does, and only the Ingress controller may reach the pods, which reach nothing."""

from __future__ import annotations

import re
import runpy
import socket
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from referee._version import __version__

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "deploy" / "kubernetes"
VERSION = "1.30.0"  # the oldest Kubernetes the manifests are for (the preStop `sleep` action)


def manifests() -> dict[str, dict]:
    found = {}
    for path in sorted(FOLDER.glob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            found[doc["kind"]] = doc
    return found


@pytest.fixture
def offline(monkeypatch):
    """Any connection attempt fails the test: the schemas must come from the package."""

    def refuse(*args, **kwargs):
        raise AssertionError("kubernetes-validate tried the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)


def test_the_folder_holds_the_six_objects():
    assert set(manifests()) == {
        "Deployment",
        "Service",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
        "Ingress",
        "NetworkPolicy",
    }


@pytest.mark.parametrize("version", [VERSION, kubernetes_validate.latest_version()])
def test_every_manifest_is_valid_kubernetes_checked_offline(offline, version):
    for doc in manifests().values():
        kubernetes_validate.validate(doc, version, strict=True)  # raises ValidationError


def test_the_validation_would_catch_a_mistake(offline):
    doc = manifests()["Deployment"]
    doc["spec"]["template"]["spec"]["containers"][0]["readinesProbe"] = {"httpGet": {"path": "/health"}}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(doc, VERSION, strict=True)
    policy = manifests()["NetworkPolicy"]
    policy["spec"]["ingress"][0]["from"][0]["namespace"] = "ingress-nginx"  # not a field: a selector is
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(policy, VERSION, strict=True)
    ingress = manifests()["Ingress"]
    ingress["spec"]["rules"][0]["http"]["paths"][0]["backend"]["serviceName"] = "referee"  # the old, removed form
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(ingress, VERSION, strict=True)


def graceful_timeout(monkeypatch, deadline: str) -> int:
    """gunicorn's graceful_timeout as referee/gunicorn_conf.py sets it for a pod with this request deadline."""
    monkeypatch.setenv("REFEREE_REQUEST_DEADLINE", deadline)
    monkeypatch.delenv("REFEREE_METRICS", raising=False)
    return runpy.run_path(str(ROOT / "referee" / "gunicorn_conf.py"))["graceful_timeout"]


MARGIN = 10  # seconds left, after gunicorn's master has killed what its graceful_timeout left, before SIGKILL


def test_the_pod_is_killed_only_after_gunicorn_has_ended_with_a_margin(monkeypatch):
    """Counted from the pod's stop: the preStop wait, then SIGTERM and gunicorn's graceful_timeout (after which
    its master kills its workers and exits), then a margin, all within terminationGracePeriodSeconds; the
    longest request (the deadline) fits in graceful_timeout with time to write its answer."""
    pod = manifests()["Deployment"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    env = {e["name"]: e["value"] for e in container["env"]}
    wait = container["lifecycle"]["preStop"]["sleep"]["seconds"]
    graceful = graceful_timeout(monkeypatch, env["REFEREE_REQUEST_DEADLINE"])
    assert graceful >= int(env["REFEREE_REQUEST_DEADLINE"]) + 5
    assert pod["terminationGracePeriodSeconds"] >= wait + graceful + MARGIN
    # the comment says the same sum
    text = (FOLDER / "deployment.yaml").read_text()
    assert f"{wait} + {graceful} + {MARGIN} = {pod['terminationGracePeriodSeconds']} s" in text


def test_the_image_is_pinned_by_digest():
    pod = manifests()["Deployment"]["spec"]["template"]
    (container,) = pod["spec"]["containers"]
    name, _, digest = container["image"].partition("@")
    assert re.fullmatch(r"sha256:[0-9a-f]{64}", digest), container["image"]
    assert ":" not in name.rsplit("/", 1)[-1]  # a digest, no tag beside it
    assert pod["metadata"]["labels"]["app.kubernetes.io/version"] == __version__
    # the placeholder the manifest ships is the one the docs explain
    assert container["image"] in (ROOT / "docs" / "deployment.md").read_text()


def referee_conf() -> str:
    return (ROOT / "deploy" / "referee.conf").read_text()


def test_the_ingress_limits_each_client_as_deploy_nginx_does(monkeypatch):
    found = manifests()
    ingress = found["Ingress"]
    notes = {k.removeprefix("nginx.ingress.kubernetes.io/"): v for k, v in ingress["metadata"]["annotations"].items()}
    assert ingress["spec"]["ingressClassName"] == "nginx"
    conf = referee_conf()
    connections = re.search(r"^\s*limit_conn referee_connections (\d+);", conf, flags=re.M).group(1)
    rate = re.search(r"limit_req_zone [^;]* rate=(\d+)r/s;", conf).group(1)
    burst = re.search(r"limit_req zone=referee_requests burst=(\d+) nodelay;", conf).group(1)
    assert notes["limit-connections"] == connections and notes["limit-rps"] == rate
    assert int(notes["limit-rps"]) * int(notes["limit-burst-multiplier"]) == int(burst)
    from referee.service.http import MAX_BODY

    assert notes["proxy-body-size"] == f"{MAX_BODY // (1024 * 1024)}m"  # the service's own limit
    assert notes["client-body-buffer-size"] == notes["proxy-body-size"] and notes["proxy-request-buffering"] == "on"
    env = {e["name"]: e["value"] for e in found["Deployment"]["spec"]["template"]["spec"]["containers"][0]["env"]}
    graceful = graceful_timeout(monkeypatch, env["REFEREE_REQUEST_DEADLINE"])
    # the controller waits for the longest answer a pod may give, as deploy/referee.conf does
    assert int(notes["proxy-read-timeout"]) == int(notes["proxy-send-timeout"]) == graceful
    assert f"proxy_read_timeout {notes['proxy-read-timeout']}s;" in conf
    assert f"proxy_next_upstream {notes['proxy-next-upstream']};" in conf
    assert f"proxy_next_upstream_tries {notes['proxy-next-upstream-tries']};" in conf
    # over TLS, to the Service's port
    (tls,) = ingress["spec"]["tls"]
    (rule,) = ingress["spec"]["rules"]
    assert rule["host"] in tls["hosts"] and tls["secretName"]
    (path,) = rule["http"]["paths"]
    assert path["path"] == "/" and path["pathType"] == "Prefix"
    service = found["Service"]
    assert path["backend"]["service"] == {
        "name": service["metadata"]["name"],
        "port": {"name": service["spec"]["ports"][0]["name"]},
    }


def test_only_the_ingress_controller_reaches_the_pods_and_they_reach_nothing():
    found = manifests()
    policy = found["NetworkPolicy"]["spec"]
    pod = found["Deployment"]["spec"]["template"]
    assert policy["podSelector"]["matchLabels"].items() <= pod["metadata"]["labels"].items()
    assert sorted(policy["policyTypes"]) == ["Egress", "Ingress"]
    assert policy["egress"] == []  # no rule: nothing out, not even DNS
    (rule,) = policy["ingress"]  # one way in
    (peer,) = rule["from"]
    # both selectors in one peer: the controller's pods in the controller's namespace, nothing else
    assert peer == {
        "namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "ingress-nginx"}},
        "podSelector": {"matchLabels": {"app.kubernetes.io/name": "ingress-nginx"}},
    }
    (container,) = pod["spec"]["containers"]
    assert rule["ports"] == [{"protocol": "TCP", "port": container["ports"][0]["name"]}]
    assert container["ports"][0]["name"] == found["Service"]["spec"]["ports"][0]["targetPort"]


def test_the_deployment_stops_its_pods_without_cutting_a_request():
    deployment = manifests()["Deployment"]
    pod = deployment["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    env = {e["name"]: e["value"] for e in container["env"]}
    wait = container["lifecycle"]["preStop"]["sleep"]["seconds"]
    deadline = int(env["REFEREE_REQUEST_DEADLINE"])
    assert wait >= 5 and pod["terminationGracePeriodSeconds"] >= wait + deadline + 5 + MARGIN
    for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
        assert container[probe]["httpGet"]["path"] == "/health"
        assert container[probe]["httpGet"]["port"] == container["ports"][0]["name"]
    # liveness is the patient one: a pod busy with batches is not restarted for a slow minute
    live = container["livenessProbe"]
    assert live["periodSeconds"] * live["failureThreshold"] >= 60
    assert env["REFEREE_BIND"] == f"0.0.0.0:{container['ports'][0]['containerPort']}"
    assert deployment["spec"]["strategy"]["rollingUpdate"]["maxUnavailable"] == 0


def test_the_pod_runs_unprivileged_with_bounded_resources():
    pod = manifests()["Deployment"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert f"USER {pod['securityContext']['runAsUser']}" in dockerfile
    assert container["securityContext"]["allowPrivilegeEscalation"] is False
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    assert container["securityContext"]["capabilities"]["drop"] == ["ALL"]
    assert {v["mountPath"] for v in container["volumeMounts"]} == {"/tmp"}  # the only place it writes
    assert container["resources"]["requests"]["cpu"] and container["resources"]["limits"]["memory"]
    assert pod["automountServiceAccountToken"] is False


def test_service_autoscaler_and_budget_point_at_the_deployments_pods():
    found = manifests()
    deployment = found["Deployment"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert found["Service"]["spec"]["selector"].items() <= labels.items()
    assert found["Service"]["spec"]["ports"][0]["targetPort"] == "http"
    assert found["PodDisruptionBudget"]["spec"]["selector"]["matchLabels"].items() <= labels.items()
    hpa = found["HorizontalPodAutoscaler"]["spec"]
    assert hpa["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": deployment["metadata"]["name"],
    }
    (metric,) = hpa["metrics"]
    assert metric["resource"]["name"] == "cpu" and metric["resource"]["target"]["type"] == "Utilization"
    assert 2 <= hpa["minReplicas"] < hpa["maxReplicas"]
    # the budget leaves a pod answering while a node is drained
    assert found["PodDisruptionBudget"]["spec"]["maxUnavailable"] < hpa["minReplicas"]
