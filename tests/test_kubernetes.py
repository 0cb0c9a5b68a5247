"""deploy/kubernetes/: every manifest valid against Kubernetes' own schemas (kubernetes-validate's, bundled in
the package: checked offline, no network), and the figures that must agree do: the grace period covers the
preStop wait plus the request deadline, the probes ask /health, the pod runs as the image's non-root user,
and the Service, the autoscaler and the disruption budget all point at the Deployment's pods."""
from __future__ import annotations

import socket
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from referee._version import __version__

ROOT = Path(__file__).resolve().parent.parent
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


def test_the_folder_holds_the_four_objects():
    assert set(manifests()) == {"Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget"}


@pytest.mark.parametrize("version", [VERSION, kubernetes_validate.latest_version()])
def test_every_manifest_is_valid_kubernetes_checked_offline(offline, version):
    for kind, doc in manifests().items():
        kubernetes_validate.validate(doc, version, strict=True)  # raises ValidationError


def test_the_validation_would_catch_a_mistake(offline):
    doc = manifests()["Deployment"]
    doc["spec"]["template"]["spec"]["containers"][0]["readinesProbe"] = {"httpGet": {"path": "/health"}}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(doc, VERSION, strict=True)


def test_the_deployment_stops_its_pods_without_cutting_a_request():
    deployment = manifests()["Deployment"]
    pod = deployment["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    env = {e["name"]: e["value"] for e in container["env"]}
    wait = container["lifecycle"]["preStop"]["sleep"]["seconds"]
    deadline = int(env["REFEREE_REQUEST_DEADLINE"])
    assert wait >= 5 and pod["terminationGracePeriodSeconds"] >= wait + deadline + 5
    for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
        assert container[probe]["httpGet"]["path"] == "/health"
        assert container[probe]["httpGet"]["port"] == container["ports"][0]["name"]
    # liveness is the patient one: a pod busy with batches is not restarted for a slow minute
    live = container["livenessProbe"]
    assert live["periodSeconds"] * live["failureThreshold"] >= 60
    assert env["REFEREE_BIND"] == f"0.0.0.0:{container['ports'][0]['containerPort']}"
    assert container["image"] == f"referee:{__version__}"
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
    assert hpa["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment",
                                     "name": deployment["metadata"]["name"]}
    (metric,) = hpa["metrics"]
    assert metric["resource"]["name"] == "cpu" and metric["resource"]["target"]["type"] == "Utilization"
    assert 2 <= hpa["minReplicas"] < hpa["maxReplicas"]
    # the budget leaves a pod answering while a node is drained
    assert found["PodDisruptionBudget"]["spec"]["maxUnavailable"] < hpa["minReplicas"]
