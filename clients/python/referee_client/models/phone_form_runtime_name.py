from enum import StrEnum


class PhoneFormRuntimeName(StrEnum):
    PYODIDE_ASM_MJS = "pyodide.asm.mjs"
    PYODIDE_ASM_WASM = "pyodide.asm.wasm"
    PYODIDE_LOCK_JSON = "pyodide-lock.json"
    PYODIDE_MJS = "pyodide.mjs"
    PYTHON_STDLIB_ZIP = "python_stdlib.zip"

    def __str__(self) -> str:
        return str(self.value)
